/** fil-PH twin of ../../en-PH/activity/agent5.ts. */
export const agent5Messages = {
  'promotions.activity.Agent5': 'Mga Agent Reward',
  'promotions.terms.Agent5':
    'Kumita ng bahagi sa mga taya ng iyong team, hanggang limang antas, kapag nakapagdeposito na sila, at ng gantimpala sa bawat kaibigang inimbita mo na nagdeposito. Idinaragdag ang komisyon kinabukasan.',
  'promotions.agent5.title': 'Mga Agent Reward',
  'promotions.agent5.intro':
    'Kumita ng bahagi sa bawat taya ng iyong team, hanggang limang antas, at ng gantimpala sa bawat kaibigang inimbita mo na nagdeposito.',
  'promotions.agent5.code': 'Ang invite code mo',
  'promotions.agent5.invite': 'Mag-imbita ng kaibigan',
  'promotions.agent5.figure.accrued': 'Komisyong kinita',
  'promotions.agent5.figure.received': 'Natanggap na',
  'promotions.agent5.figure.receivable': 'Handa nang tanggapin',
  'promotions.agent5.receive': 'Tanggapin ang {amount}',
  'promotions.agent5.min': 'Matatanggap mo ang komisyon kapag umabot na ito sa {min}.',
  'promotions.agent5.received': 'Naidagdag na ang komisyon sa iyong balanse.',
  'promotions.agent5.inviteePaid': 'Naidagdag na ang gantimpala sa pag-imbita sa iyong balanse.',
  'promotions.agent5.levels': 'Ang team mo ayon sa antas',
  'promotions.agent5.col.level': 'Antas',
  'promotions.agent5.col.rate': 'Porsiyento',
  'promotions.agent5.col.members': 'Nagdeposito / miyembro',
  'promotions.agent5.membersOf': '{valid} / {members}',
  'promotions.agent5.col.today': 'Taya ngayong araw',
  'promotions.agent5.col.bets': 'Tayang may komisyon',
  'promotions.agent5.col.accrued': 'Komisyon',
  'promotions.agent5.levelName': 'Antas {level}',
  'promotions.agent5.levelsNote':
    'Ang taya lamang ng mga miyembrong nakapagdeposito ang may komisyon. Idaragdag bukas ang mga taya ngayong araw.',
  'promotions.agent5.invitees': 'Mga kaibigang inimbita mo',
  'promotions.agent5.invitees.none': 'Wala ka pang naimbitang kaibigan.',
  'promotions.agent5.invitee.joined': 'Sumali noong {date}',
  'promotions.agent5.invitee.waiting': 'Hindi pa nagdedeposito',
  'promotions.agent5.invitee.claim': 'Kunin ang {amount} para kay {member}',
  'promotions.agent5.invitee.claimed': 'Nakuha na ang gantimpala',
  'promotions.agent5.log': 'Kasaysayan',
  'promotions.agent5.log.none': 'Wala pa. Lalabas dito ang komisyon kinabukasan matapos tumaya ang iyong team.',
  'promotions.agent5.log.commission': 'Komisyon sa antas {level} mula kay {member}: {amount} sa {bets} na taya',
  'promotions.agent5.log.invite': 'Gantimpala sa pag-imbita kay {member}: {amount}',
  'promotions.agent5.log.receive': 'Natanggap ang {amount}',
  'promotions.agent5.log.failed': 'Hindi ma-load ang iyong kasaysayan.',
  'promotions.agent5.log.moreFailed': 'Hindi ma-load ang iba pang bahagi ng iyong kasaysayan.',
  'promotions.agent5.log.end': 'Iyan na ang buong kasaysayan mo.',
  'promotions.agent5.rules': 'Buong patakaran',
  'promotions.rule.agent5.1':
    'Ang mga kaibigang nag-sign up gamit ang invite code mo ang iyong antas 1; ang mga inimbita nila ang antas 2, at ganoon hanggang antas 5.',
  'promotions.rule.agent5.2':
    'Bawat petsa sa Maynila (UTC+8), kumikita ka ng bahagi sa mga taya ng mga miyembro ng team na nakapagdeposito na:',
  'promotions.rule.agent5.level': 'Antas {level}: {rate} ng kanilang taya',
  'promotions.rule.agent5.3':
    'Idinaragdag nang isang beses ang komisyon ng isang araw kinabukasan, at nakalista sa iyong kasaysayan.',
  'promotions.rule.agent5.4': 'Tanggapin sa iyong balanse ang komisyon kapag umabot na ito sa {min}.',
  'promotions.rule.agent5.5':
    'Sa bawat kaibigang direkta mong inimbita na nagdeposito, kumuha ng {reward} nang isang beses.',
};
