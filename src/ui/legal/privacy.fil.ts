/** The Privacy Policy in Filipino (fil-PH twin of ./privacy.ts, same shape). */
import type { LegalDocument } from './legalDocument';

export const privacyPolicyFil: LegalDocument = {
  intro: [
    'Ipinapaliwanag ng Patakaran sa Privacy na ito kung ano ang kinokolekta ng Lucky Lobby tungkol sa iyo, kung bakit, kung sino ang nakakakita nito at kung gaano katagal namin ito itinatago. Saklaw nito ang website at ang naka-install na app.',
  ],
  sections: [
    {
      heading: '1. Ano ang aming kinokolekta',
      paragraphs: [
        'Kinokolekta lamang namin ang kailangan namin para patakbuhin ang iyong account at tuparin ang aming mga legal na obligasyon:',
      ],
      items: [
        'mga detalye ng account: ang iyong username o mobile number, nickname at avatar, at ang iyong password, na iniimbak lamang namin bilang salted one-way hash at hindi kailanman sa anyong nababasa;',
        'mga detalye ng pagkakakilanlan na ipinapadala mo para sa verification (KYC), gaya ng iyong pangalan, petsa ng kapanganakan at larawan ng isang dokumento ng pagkakakilanlan;',
        'mga rekord ng paglalaro at pagbabayad: mga top-up, withdrawal, taya, balance, bonus, VIP level at mga task;',
        'mga detalye ng device na ipinapadala sa bawat login: channel, bersyon ng app, operating system, modelo ng device at isang random na identifier ng iyong browser;',
        'ang invite code o referral link na ginamit mo sa pagrerehistro, kung mayroon.',
      ],
    },
    {
      heading: '2. Bakit namin ito ginagamit',
      paragraphs: [
        'Ginagamit namin ang iyong data para buksan at patakbuhin ang iyong account, iproseso ang mga top-up at withdrawal, tiyaking ikaw ay 21 taong gulang pataas at pinapayagang maglaro, matukoy ang pandaraya at mga dobleng account, sagutin ka sa pamamagitan ng customer service, patakbuhin ang mga promosyong sinasalihan mo, at sumunod sa batas.',
      ],
    },
    {
      heading: '3. Ano ang nananatili sa iyong device',
      paragraphs: [
        'Itinatago ng app ang iyong login token, ang iyong mga setting at isang kopya ng listahan ng mga laro sa storage ng iyong browser para mabilis magbukas ang mga pahina. Kapag nag-log out ka, matatanggal sa device ang iyong token at ang data ng iyong account.',
      ],
    },
    {
      heading: '4. Kanino namin ito ibinabahagi',
      paragraphs: [
        'Ibinabahagi lamang namin ang data sa mga payment provider na nagpoproseso ng iyong mga top-up at withdrawal, sa mga service provider na nagtatrabaho para sa amin sa ilalim ng parehong obligasyon ng pagiging kumpidensyal, at sa mga awtoridad kapag hinihingi ng batas. Hindi namin ibinebenta ang iyong personal na data.',
      ],
    },
    {
      heading: '5. Gaano katagal namin ito itinatago',
      paragraphs: [
        'Itinatago namin ang iyong data nang hindi bababa sa isang taon mula sa iyong huling pagbisita, at mas matagal pa kapag hinihingi ng batas o habang may bukas na hindi pagkakasundo tungkol sa iyong account. Pagkatapos nito, buburahin namin ito o gagawing anonymous.',
      ],
    },
    {
      heading: '6. Paano namin ito pinoprotektahan',
      paragraphs: [
        'Ine-encrypt ang iyong password sa iyong browser bago ito ipadala at iniimbak lamang bilang hash. Ang mga login token ay random at maaaring bawiin.',
      ],
    },
    {
      heading: '7. Ang iyong mga karapatan',
      paragraphs: [
        'Sa ilalim ng Data Privacy Act of 2012, maaari mong itanong kung anong data tungkol sa iyo ang hawak namin, hilingin na itama namin ito, at hilingin na burahin namin ito kapag hindi na namin ito kailangang itago. Makipag-ugnayan sa customer service mula sa app para gumawa ng kahilingan.',
      ],
    },
    {
      heading: '8. Mga manlalarong wala pang 21',
      paragraphs: [
        'Ang Lucky Lobby ay para lamang sa mga taong edad 21 pataas. Hindi namin sinasadyang mangolekta ng data tungkol sa mas nakababata; kung malaman naming nangyari ito, isasara namin ang account at buburahin ang data maliban kung hinihingi ng batas na itago namin ito.',
      ],
    },
    {
      heading: '9. Mga pagbabago sa patakarang ito',
      paragraphs: ['Maaari naming baguhin ang patakarang ito. Ang kasalukuyang bersyon ay laging nasa pahinang ito.'],
    },
  ],
};
