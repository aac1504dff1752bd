import type { playerHeaderMessages as en } from '../en-PH/playerHeader';
import type { Translation } from '../translation';

/** fil-PH twin of ../en-PH/playerHeader.ts. */
export const playerHeaderMessages: Translation<typeof en> = {
  'lobby.header.deposit': 'Deposit',
  'lobby.header.menu': 'Buksan ang menu',
  'lobby.header.rewardDot': 'May reward na naghihintay',
  'menu.title': 'Menu',
  'menu.close': 'Isara ang menu',
  'menu.avatar': 'Profile picture',
  'menu.vip': 'VIP {level}',
  'menu.userId': 'ID: {id}',
  'menu.copyId': 'Kopyahin ang user ID',
  'menu.superior': 'Upline ID: {id}',
  'menu.superiorNone': 'Upline ID: wala pa',
  'menu.withdraw': 'Withdraw',
  'menu.points': 'Points',
  'menu.pointsGo': 'Gamitin ang points',
  'menu.profile': 'Aking profile',
  'menu.transactions': 'Mga Transaksyon',
  'menu.mail': 'Mail',
  'menu.bind': 'I-link ang numero ng mobile',
  'menu.favorites': 'Mga Paborito',
  'menu.tasks': 'Mga Task',
  'menu.more': 'Iba pa',
  'menu.newMark': 'bago',
  'lobby.balance': 'Balanse',
  'common.refreshSucc': 'Na-update na ang balanse.',
  'lobby.header.refresh': 'I-refresh ang balanse',
};
