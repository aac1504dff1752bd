import type { serviceChatMessages as en } from '../en-PH/serviceChat';
import type { Translation } from '../translation';

/** fil-PH twin of ../en-PH/serviceChat.ts. */
export const serviceChatMessages: Translation<typeof en> = {
  'lobby.service.chat': 'Live chat',
  'lobby.service.close': 'Isara ang chat',
  'lobby.chat.logIn': 'Mag-log in para maka-chat ang aming support team.',
  'lobby.chat.logInLink': 'Mag-log in',
  'lobby.chat.loading': 'Binubuksan ang chat…',
  'lobby.chat.loadFailed': 'Hindi mabuksan ang chat.',
  'lobby.chat.retry': 'Subukan ulit',
  'lobby.chat.conversation': 'Usapan',
  'lobby.chat.empty': 'Mag-message ka lang at dito sasagot ang aming agent.',
  'lobby.chat.you': 'Ikaw',
  'lobby.chat.agent': 'Support',
  'lobby.chat.waiting': 'Naghihintay ng agent…',
  'lobby.chat.typing': 'Nagta-type ang agent…',
  'lobby.chat.message': 'Ang mensahe mo',
  'lobby.chat.send': 'Ipadala',
  'lobby.chat.notSent': 'Hindi naipadala: {text}',
  'lobby.chat.retrySend': 'Ipadala ulit',
  'lobby.chat.problem.invalid': 'Sumulat ng mensaheng 1 hanggang 500 na character.',
  'lobby.chat.problem.tooFast': 'Masyadong mabilis ang pagpapadala mo. Maghintay sandali, saka subukan ulit.',
  'lobby.chat.problem.full': 'Puno na ang chat na ito. Hintayin munang isara ito ng agent.',
  'lobby.chat.problem.failed': 'Hindi naipadala ang mensahe mo. I-check ang connection mo, saka ipadala ulit.',
  'lobby.chat.closed': 'Tapos na ang chat na ito.',
  'lobby.chat.newChat': 'Magsimula ng bagong chat',
};
