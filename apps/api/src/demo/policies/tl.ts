import type { PolicyTexts } from './index.ts';
import { SELLER as S } from './seller.ts';

export const tl: PolicyTexts = {
  terms: [
    'Mga Tuntunin ng Serbisyo',
    `Ang mga tuntuning ito ay kasunduan mo at ng ${S.company} (“${S.store}”, “kami”), na nagpapatakbo ng tindahang ito. Sa paggawa ng account o pag-order, tinatanggap mo ang mga ito. Basahin ang mga ito kasama ng aming Patakaran sa Refund, Patakaran sa Privacy at Patakaran sa Cookie.

## Ano ang aming ibinebenta
Nagbebenta kami ng mga digital na produkto: game top-up na pumapasok sa account ng player, game card at gift card, top-up para sa live stream, at activation key. Nakasaad sa bawat pahina ng produkto kung ano ang makukuha mo, para sa aling laro o serbisyo at rehiyon, at kung paano ito ipinapadala. Ang mga produkto ay inilalabas ng kanilang mga publisher, at ang sariling patakaran ng publisher ang sinusunod sa paggamit nito.

## Ang iyong account
- Puwede kang bumili bilang guest o may account; kapag may account, makikita mo ang iyong mga order sa kahit anong device.
- Gumamit ng e-mail na nababasa mo: doon ipinapadala ang mga resibo, code at sagot ng suporta.
- Huwag ibigay kaninuman ang iyong password. Pananagutan mo ang mga order mula sa iyong account; kung sa tingin mo ay may ibang gumamit nito, palitan ang password at makipag-ugnayan sa amin.
- Isang account bawat tao. Dapat nasa tamang edad ka para bumili online sa iyong bansa, o may pahintulot ng magulang o tagapag-alaga.
- Maaari naming suspendihin ang account na ginagamit sa panloloko o labag sa mga tuntuning ito.

## Presyo, currency at pagbabayad
Ipinapakita ang presyo sa currency ng rehiyong pinili mo sa Mga Setting. Nakapirmi ang presyo sa oras ng quote: ang halagang kinumpirma mo ang siyang sisingilin, kahit magbago pa ang presyo pagkatapos. May ilang paraan ng pagbabayad na may dagdag na bayad, na ipinapakita bago ka magbayad. Dapat mabayaran ang order sa loob ng 15 minuto; pagkatapos noon, isinasara ito at walang sisingilin. Ang mga bayad ay pinoproseso ng aming mga payment provider sa sarili nilang pahina: hindi namin kailanman nakikita o itinatago ang detalye ng iyong card.

## Pagpapadala
Awtomatiko ang pagpapadala at karaniwang tumatagal ng ilang segundo hanggang ilang minuto pagkatapos magbayad: ang mga top-up at code ay kadalasang dumarating sa loob ng isang minuto, ang top-up para sa live stream sa loob ng mga 10 minuto.
- Ipinapasok ang top-up sa player ID at server na inilagay mo. Kung pinapayagan ng laro, sinusuri namin ang player at ipinapakita ang pangalan nito bago ka magbayad.
- Suriing mabuti ang ID. Maaari mo pa itong itama hangga't hindi pa nagsisimula ang pagpapadala; hindi na mababawi ang top-up na naipadala sa ID na inilagay mo.
- Ipinapakita ang mga code at key sa pahina ng order at ipinapadala sa resibo sa e-mail. Para sa mga rehistradong customer, pagkalipas ng 24 na oras ay muling ipapakita ang mga code pagkatapos mo lang kumpirmahin na ikaw ito, gamit ang iyong password o code na ie-e-mail namin sa iyo.
- Kung hindi namin maipadala ang isang order, awtomatiko itong ire-refund nang buo.

## Mga kupon
Nagbibigay ang kupon ng diskuwentong nakasaad dito para sa mga produkto at minimum na halagang binanggit, hanggang sa petsa ng pagtatapos nito. Isang kupon bawat order; hindi maaaring ipagpalit sa pera ang kupon. Kung naisara ang order nang hindi nabayaran o na-refund ito, magagamit muli ang kupon habang may bisa pa.

## Mga hindi pinapayagan
- Magbayad gamit ang card o account na hindi sa iyo.
- Gumamit ng bot o script para mag-order, mag-check ng player ID o mangolekta ng kupon.
- Subukang lusutan ang mga limitasyon o seguridad ng tindahan, o magbenta muli ng code na nakuha sa panloloko.

Maaari naming kanselahin at i-refund ang mga order na ganito, at suspendihin ang mga account na sangkot.

## Pananagutan
Pananagutan naming maipadala ang binayaran mo, ayon sa paglalarawan sa pahina ng produkto. Hindi kami mananagot sa ginagawa ng mga publisher sa kanilang mga laro at account (halimbawa ban o pagbabago sa laro), o sa top-up na naipadala sa ID na mali ang pagkakalagay mo. Ang aming pananagutan sa isang order ay hanggang sa halagang ibinayad para dito lamang, maliban kung hindi ito pinapayagan ng batas.

## Pagbabago sa mga tuntunin
Maaari naming i-update ang mga tuntuning ito; ang petsa sa itaas ng pahina ang huling pagbabago. Ang bawat order ay sakop ng mga tuntuning may bisa noong ginawa ito.

## Batas na umiiral at pakikipag-ugnayan
Ang mga tuntuning ito ay saklaw ng mga batas ng Singapore; hindi nito inaalis ang proteksyong ibinibigay sa iyo ng mga batas pang-consumer ng iyong bansa. Nagbebenta: ${S.company}, ${S.address}. Mga tanong at reklamo: ${S.email} o ang support chat, 24/7.`,
  ],
  refund: [
    'Patakaran sa Refund',
    `Dumarating agad ang mga digital na produkto at magagamit kaagad, kaya hindi ito maibabalik na parang parsela. Ipinapaliwanag ng patakarang ito kung kailan ibinabalik ang iyong pera at kung paano mag-ulat ng problema sa isang order.

## Mga order na hindi naipadala
Kung hindi namin maipadala ang isang order (halimbawa, tinanggihan ng laro ang top-up, o naubos ang produkto), awtomatiko itong ire-refund nang buo: hindi mo na kailangang humiling. Kung bigo pa rin ang pagpapadala isang oras pagkatapos magbayad, ititigil na namin ang pagsubok at magre-refund. Makakatanggap ka ng e-mail kapag naproseso na ang refund.

## Mga order na naipadala na
Hindi nire-refund ang mga code at top-up na naipadala na, dahil maaaring nagamit na ang mga ito. Mapapalitan o mare-refund lang ang naipadalang order sa pamamagitan ng claim, na inilalarawan sa ibaba. Hindi nire-refund ang top-up na naipadala sa maling player ID na ikaw mismo ang naglagay.

## Claim: “hindi natanggap” o “hindi gumagana ang code”
- Buksan ang natapos na order (sa Aking mga Order, o sa link sa resibo sa e-mail) at i-report ang problema sa loob ng 7 araw mula nang maipadala.
- Sabihin kung hindi pumasok ang top-up o hindi gumagana ang code, ilarawan ang nangyari at maglakip ng screenshot (halimbawa ang mensahe ng laro o ang iyong balanse).
- Dumadaan ang iyong claim sa mga status na ito: natanggap, sinusuri, at pagkatapos ay napalitan (bagong code o bagong top-up), na-refund, o tinanggihan kasama ang dahilan.
- Nag-e-e-mail kami sa bawat hakbang. Isang bukas na claim lang ang puwede sa bawat order.

Hindi na tinatanggap ang claim na ginawa nang lampas 7 araw mula nang maipadala.

## Paano ibinabalik ang refund
Ibinabalik ang refund sa paraan ng pagbabayad na ginamit mo, sa currency na ibinayad mo. Ipinapadala namin ito kaagad; depende sa iyong bangko o payment provider, karaniwang dumarating ang pera sa loob ng 3 hanggang 10 araw ng trabaho. Magagamit muli ang kupong ginamit sa na-refund na order habang may bisa pa.

## Mga order bilang guest
May link sa order ang iyong resibo sa e-mail, na may bisa nang 30 araw. Mabubuksan mo rin ang order gamit ang order number at ang iyong e-mail sa Hanapin ang order. Sa pahina ng order din ginagawa ang claim.

## Makipag-ugnayan
Mga tanong tungkol sa refund: ${S.email} o ang support chat, 24/7. Pakilagay ang iyong order number.`,
  ],
  privacy: [
    'Patakaran sa Privacy',
    `Ang ${S.company} (“${S.store}”, “kami”) ang nagpapatakbo ng tindahang ito at may pananagutan sa iyong personal na datos. Itinatago lang namin ang datos na kailangan para maipadala ang iyong mga order, mapanatiling ligtas ang tindahan at matulungan ka. Hindi namin kailanman ibinebenta ang iyong datos.

## Ano ang kinokolekta namin at bakit
- E-mail address: para makapag-sign in ka at para magpadala ng resibo, code, sign-in code at sagot ng suporta.
- Password: itinatago lang bilang one-way hash na walang sinumang makakabasa.
- Player ID, server at pangalan ng character: para maipadala ang top-up; tinatandaan namin ang mga ID na ginamit mo kamakailan para hindi mo na ito i-type ulit.
- Mga order: produkto, halaga, currency, paraan ng pagbabayad, mga petsa at status, para sa pagpapadala, refund at accounting.
- Device ID: random na numero sa isang cookie, para manatili sa browser na ito ang session at mga order ng guest.
- IP address: para pigilan ang pang-aabuso, gaya ng sobrang daming order o pagsubok mag-sign in. Itinatago lang ito ng aming mga counter bilang one-way hash at binubura sa loob ng isang araw.
- Suporta: ang mga mensahe, feedback, chat at screenshot na ipinapadala mo sa amin.
- Ang wika, rehiyon at currency na pinili mo.

## Sino ang tumatanggap ng datos
- Tumatanggap ng bayad ang mga payment provider sa sarili nilang pahina. Sa kanila napupunta ang detalye ng iyong card, hindi kailanman sa amin; ang resulta at halaga lang ang nalalaman namin.
- Natatanggap ng mga game publisher at top-up supplier ang player ID at server, para masuri ang player at maipasok ang top-up.
- Ang aming e-mail service ang nagpapadala ng aming mga mensahe, at ang aming file storage ang nagtatago ng mga screenshot na ina-upload mo.
- Kung mag-sign in ka gamit ang Google, VK o Yandex, ibinibigay sa amin ng serbisyong iyon ang iyong e-mail address.
- Kung naka-on ang Yandex Metrica sa tindahan, binibilang ng Yandex ang mga pagbisita sa pahina at kabuuang halaga ng mga binili (tingnan ang Patakaran sa Cookie).

Wala kaming ibinabahagi sa mga advertiser.

## Gaano katagal namin itinatago
- Account, naka-save na player ID, kupon, usapan sa suporta, chat at screenshot: hanggang burahin mo ang iyong account.
- Session: hanggang 30 araw; binubura ang mga expired na session. Ang mga sign-in code at link sa e-mail ay nag-e-expire sa loob ng 24 na oras at saka binubura.
- Mga order: 5 taon, ayon sa batas sa accounting.

## Ang iyong mga karapatan
Ang datos mo bilang isang file: sa Aking Account, sa ilalim ng Ang iyong data, ibinibigay ng I-download ang aking data ang lahat ng hawak namin tungkol sa iyo (account, mga order, kupon, usapan sa suporta at chat) sa isang JSON file.

Pagbura ng account: ang Burahin ang aking account, sa parehong lugar, ay nagbubura ng iyong e-mail, password, naka-link na social sign-in, invite code, kupon, naka-save na player ID, usapan sa suporta, chat at mga in-upload na larawan, at nagsa-sign out sa iyo sa lahat ng device. Hindi na ito maaaring bawiin; maaaring magparehistro muli ang parehong e-mail bilang bagong customer.

Mga rekord ng order: ayon sa batas sa accounting, itinatago namin nang 5 taon ang produkto, halaga, currency, paraan ng pagbabayad at mga petsa ng bawat order, nang walang anumang tumuturo sa iyo (walang e-mail, player ID o device).

Kung bumili ka bilang guest, o may tanong ka tungkol sa iyong datos, sumulat sa ${S.email} kasama ang iyong order number.

## Seguridad
Itinatago ang mga password bilang hash, naka-encrypt ang mga code at key, at ang huling apat na character lang ng code ang nakikita ng aming staff. Nakatala ang bawat pagbabagong ginagawa ng aming staff.

## Makipag-ugnayan
${S.company}, ${S.address}. E-mail: ${S.email}.`,
  ],
  cookie: [
    'Patakaran sa Cookie',
    `Ang cookie ay maliliit na text file na itinatago ng website sa iyong browser. Ginagamit lang ito ng ${S.store} para patakbuhin ang tindahan: para manatili kang naka-sign in, matandaan ang iyong mga setting at manatili sa iyo ang iyong mga order. Hindi kami gumagamit ng advertising cookie at hindi ka namin sinusubaybayan sa ibang website.

## Session at pag-sign in
- token, tokenExpireTime: ang iyong session, para sa guest at rehistradong customer; nagtatapos kasabay ng session, hanggang 30 araw.
- userId, email, isBindEmail, isRegister, forceLogin: kung sino ang naka-sign in at ano ang ipinapakita ng account menu; nagtatapos kasabay ng session.
- DeviceId: random na ID para sa browser na ito, para manatili rito ang mga order ng guest; 1 taon.
- loginBackPath: ang pahinang babalikan pagkatapos mag-sign in; 1 oras.

## Mga setting
- lang: ang wika ng site; 1 taon.
- region_key, currency_key, userChooseInfo: ang rehiyon at currency na pinili sa Mga Setting; 1 taon.
- historyIdList: ang mga larong tiningnan mo kamakailan, na muling ipinapakita sa home page; 1 taon.

## Mga order at suporta
- feedbackOrderNo, feedbackOrderNoCS: mga order na hinihintay mo pa ang sagot ng suporta o hindi mo pa nababasa; 7 araw.
- ossSign: ang pahintulot na mag-upload ng screenshot sa suporta; 30 minuto.

## Istatistika
- bizChannel, bizType: ang partner link na nagdala sa iyo sa tindahan, para maikredito sa partner ang iyong mga order; 1 araw.
- orderNo: ang mga order na nabilang na sa istatistika ng tindahan, para walang mabilang nang dalawang beses; 1 taon.
- Kung naka-on lang ang Yandex Metrica sa tindahan: ang sariling cookie ng Yandex (_ym_uid, _ym_d at iba pang nagsisimula sa _ym_) ang nagbibilang ng mga pagbisita at pagbili; hanggang 1 taon.

## Iba pang storage sa iyong browser
Itinatago ng local storage (localStorage) ang kopya ng device ID at kung saan mo inilipat ang chat button. Ang sign-in ng chat ay itinatago lang hanggang isara mo ang tab.

## Ang iyong mga pagpipilian
Maaari mong burahin o i-block ang cookie sa setting ng iyong browser anumang oras. Kapag wala ang mga ito, masa-sign out ka at hindi maitatago ng tindahan ang iyong mga setting; mabubuksan pa rin ang order na binili bilang guest sa link sa resibo sa e-mail o sa Hanapin ang order.`,
  ],
};
