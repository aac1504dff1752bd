/** fil-PH twin of ../../en-PH/activity/spin.ts. */
export const spinMessages = {
  'promotions.activity.InviteUserSpin': 'Mag-imbita at Paikutin',
  'promotions.terms.InviteUserSpin':
    'Isang ikot ng gulong sa bawat kaibigang nag-sign up gamit ang link mo at nagdeposito. Agad na papasok sa balanse mo ang premyo ng bawat ikot.',
  'promotions.spin.title': 'Mag-imbita at Paikutin',
  'promotions.spin.intro':
    'Bawat kaibigang nag-sign up gamit ang invite link mo at nagdeposito ay may katumbas na isang ikot para sa iyo. Agad na papasok sa balanse mo ang premyo ng bawat ikot.',
  'promotions.spin.invited': 'Mga kaibigang nag-sign up',
  'promotions.spin.valid': 'Mga kaibigang nagdeposito',
  'promotions.spin.left': 'Natitirang ikot',
  'promotions.spin.won': 'Napanalunan sa gulong',
  'promotions.spin.wheel': 'Gulong ng premyo',
  'promotions.spin.spin': 'Paikutin',
  'promotions.spin.none': 'Wala ka nang ikot. Mag-imbita ng kaibigang magdedeposito para magkaroon.',
  'promotions.spin.invite': 'Mag-imbita ng kaibigan',
  'promotions.spin.result': 'Nanalo ka ng {prize}!',
  'promotions.spin.paid': 'Naidagdag na ang premyo sa iyong balanse.',
  'promotions.spin.odds': 'Mga premyo at tsansa',
  'promotions.spin.chance': '{prize}: {chance}',
  'promotions.spin.record': 'Ang mga ikot mo',
  'promotions.spin.record.none': 'Wala ka pang ikot.',
  'promotions.spin.record.row': 'Ikot {n}: {prize}',
  'promotions.spin.record.failed': 'Hindi ma-load ang mga ikot mo.',
  'promotions.spin.record.moreFailed': 'Hindi ma-load ang iba pang ikot.',
  'promotions.spin.record.end': 'Iyan na ang lahat ng ikot mo.',
};
