/** The Terms of Use in Filipino (fil-PH twin of ./terms.ts, same shape). */
import type { LegalDocument } from './legalDocument';

export const termsOfUseFil: LegalDocument = {
  intro: [
    'Ang mga Tuntunin ng Paggamit na ito ay para sa lahat ng nagbubukas, nagrerehistro o naglalaro sa Lucky Lobby. Sa paggawa ng account, pag-log in o pagsang-ayon sa mga tuntuning ito sa screen ng login o pagrerehistro, tinatanggap mo ang mga ito. Kung hindi ka sumasang-ayon, mangyaring huwag gamitin ang Lucky Lobby.',
  ],
  sections: [
    {
      heading: '1. Para lamang sa mga manlalarong edad 21 pataas',
      paragraphs: [
        'Ang mga taong edad 21 pataas lamang ang maaaring magrehistro at maglaro sa Lucky Lobby. Sa pagrerehistro, kinukumpirma mo na ikaw ay hindi bababa sa 21 taong gulang.',
        'Maaari ka naming hingan ng patunay ng edad anumang oras. Kung hindi mo mapatunayan na ikaw ay 21 taong gulang pataas, isasara ang iyong account alinsunod sa seksyon 4.',
      ],
    },
    {
      heading: '2. Sino ang hindi maaaring maglaro',
      paragraphs: [
        'Kahit ikaw ay 21 taong gulang pataas, hindi ka maaaring magrehistro o maglaro kung ikaw ay isa sa mga sumusunod:',
      ],
      items: [
        'opisyal o empleyado ng gobyerno;',
        'miyembro ng pulisya o ng sandatahang lakas;',
        'miyembro ng staff ng isang gaming regulator;',
        'may hawak ng gaming licence, o taong kumikilos sa ngalan ng naturang may hawak;',
        'taong nakalista sa pambansang database ng mga taong pinagbawalang maglaro (restricted persons);',
        'estudyante;',
        'taong pinagbawalang maglaro, kami man ang nagbawal, isang regulator o isang korte, o sa sarili niyang kahilingan;',
        'sinumang iba pa na hindi pinapayagan ng batas ng Pilipinas na lumahok sa online gaming.',
      ],
    },
    {
      heading: '3. Isang account bawat manlalaro',
      paragraphs: [
        'Isang Lucky Lobby account lamang ang maaaring hawakan ng bawat manlalaro. Magrehistro sa sarili mong pangalan gamit ang mga detalyeng totoo at napapanahon, at huwag hayaang gamitin ng iba ang iyong account.',
        'Panatilihing lihim ang iyong password. Ikaw ang may pananagutan sa anumang nangyayari sa iyong account hanggang sa ipaalam mo sa customer service na maaaring may ibang nakaka-access dito.',
        'Kung matuklasan namin na may higit sa isang account ang iisang manlalaro, maaari naming isara ang mga sobrang account.',
      ],
    },
    {
      heading: '4. Mawawala ang pondo ng mga manlalarong hindi kwalipikado',
      paragraphs: [
        'Kung matuklasan namin na ang isang account ay pag-aari ng taong hindi maaaring maglaro ayon sa seksyon 1, 2 o 3, isasara namin ang account. Ang balance, mga bonus at mga panalo sa account na iyon ay mawawala (forfeited) at hindi ibabayad.',
      ],
    },
    {
      heading: '5. Mga deposito at withdrawal',
      paragraphs: [
        'Ang mga halaga ay nakasaad sa piso ng Pilipinas. Mag-top up lamang gamit ang mga paraan ng pagbabayad na nakapangalan sa iyo.',
        'Ipoproseso ang withdrawal matapos ang mga pagsusuri sa seksyon 6 at 7. Karaniwang inaabot ang pagproseso ng 1 hanggang 3 araw ng trabaho para sa halagang hanggang 50,000, 3 hanggang 5 araw ng trabaho para sa halagang mula 50,000 hanggang 500,000, at 5 hanggang 10 araw ng trabaho para sa halagang 500,000 pataas.',
      ],
    },
    {
      heading: '6. Mga bonus',
      paragraphs: [
        'Ang mga promosyon, libreng bonus at reward ay sumusunod sa mga patakarang nakasaad sa pahina ng bawat promosyon.',
        'Ang anumang balance na nakuha gamit ang libreng bonus ay maaari lamang i-withdraw matapos kang makagawa ng kahit isang valid na top-up.',
        'Maaari naming kanselahin ang isang bonus, at ang anumang napanalunan gamit ito, kung ito ay nakuha sa paglabag sa mga tuntuning ito o sa mga patakaran ng promosyon.',
      ],
    },
    {
      heading: '7. Pag-verify ng pagkakakilanlan (KYC)',
      paragraphs: [
        'Kailangan mong i-verify ang iyong pagkakakilanlan (KYC) bago ang iyong unang withdrawal o sa loob ng pitong araw mula sa pagrerehistro, alinman ang mauna.',
        'Hangga’t hindi tapos ang verification, hindi ipoproseso ang mga withdrawal, at pagkalipas ng pitong araw ay maaari naming limitahan ang account hanggang sa matapos ito. Ginagamit lamang namin ang iyong mga ipinadala ayon sa inilalarawan ng Patakaran sa Privacy.',
      ],
    },
    {
      heading: '8. Patas na paglalaro',
      paragraphs: [
        'Huwag mandaya, makipagsabwatan sa ibang manlalaro, gumamit ng software na naglalaro para sa iyo, o samantalahin ang isang error sa laro o sa site. Maaari naming ipawalang-bisa ang mga taya at panalo na bunga ng ganitong paglalaro at isara ang account.',
      ],
    },
    {
      heading: '9. Responsableng paglalaro',
      paragraphs: [
        'Ang paglalaro ay libangan, hindi paraan para kumita ng pera. Maglaro lamang gamit ang perang kaya mong mawala, at magpahinga paminsan-minsan.',
        'Kung pakiramdam mo ay hindi mo na kontrolado ang iyong paglalaro, makipag-ugnayan sa customer service: maaari naming isara ang iyong account kapag hiniling mo.',
      ],
    },
    {
      heading: '10. Mga pagbabago sa mga tuntuning ito',
      paragraphs: [
        'Maaari naming baguhin ang mga tuntuning ito. Ang kasalukuyang bersyon ay laging nasa pahinang ito. Kung hindi mo tinatanggap ang isang pagbabago, itigil ang paglalaro at hilingin sa customer service na isara ang iyong account.',
      ],
    },
    {
      heading: '11. Pakikipag-ugnayan',
      paragraphs: [
        'Para sa anumang tanong tungkol sa mga tuntuning ito, makipag-ugnayan sa customer service mula sa app.',
      ],
    },
  ],
};
