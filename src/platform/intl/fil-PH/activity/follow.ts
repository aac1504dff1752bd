/** fil-PH twin of ../../en-PH/activity/follow.ts. */
export const followMessages = {
  'promotions.activity.FollowRewards': 'Gantimpala sa Pag-follow',
  'promotions.terms.FollowRewards':
    'Buksan ang bawat opisyal na social account namin mula sa pahina ng Gantimpala sa Pag-follow, saka tanggapin ang gantimpala nito, isang beses kada account.',
  'promotions.follow.title': 'Gantimpala sa Pag-follow',
  'promotions.follow.intro': 'I-follow ang mga opisyal na account namin at makakuha ng {coin} sa bawat isa.',
  'promotions.follow.honest':
    'Hindi namin nakikita kung nag-follow ka: sa iyo na ang gantimpala kapag nabuksan mo ang pahina mula rito.',
  'promotions.follow.accounts': 'Ang mga account namin',
  'promotions.follow.open': 'Buksan ang {name} (magbubukas sa bagong tab)',
  'promotions.follow.receive': 'Tanggapin ang {coin}',
  'promotions.follow.toOpen': 'Buksan ang pahina para ma-unlock ang gantimpala.',
  'promotions.follow.received': 'Natanggap na ang gantimpala',
  'promotions.follow.visited': 'Nabuksan na ang pahina: tanggapin ang gantimpala mo.',
  'promotions.follow.paid': 'Naidagdag na ang gantimpala sa iyong balanse.',
};
