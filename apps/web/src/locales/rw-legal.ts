import type { legal } from './en-legal';
import type { Words } from './words';

/** Kinyarwanda words of the legal and help pages; English in en-legal.ts. */
export default {
  legal: {
    updated: 'Byavuguruwe bwa nyuma: 22 Ugushyingo 2026',
    onThisPage: 'Kuri uru rupapuro',

    terms: {
      title: "Amabwiriza y'imikoreshereze",
      intro:
        "Aya mabwiriza asobanura uko Kodesha ikora n'ibyo twitega ku muntu wese uyikoresha. Turagusaba kuyasoma mbere yo gufungura konti. Iyo wiyandikishije, uba uyemeye.",
      sections: [
        {
          heading: 'Kodesha ni iki',
          paragraphs: [
            "Kodesha ni urubuga ruhuza abantu bo mu Rwanda. Ba nyir'imodoka bashyira ku rubuga imodoka badakoresha, abakiriya bakazikodesha ku isaha. Abashoferi bigenga batanga serivisi yo gutwara ku isaha. Abagenzi bashobora kudusaba amatike y'indege n'aya bisi.",
            'Kodesha ihuza abantu gusa. Imodoka si izacu, abashoferi si abakozi bacu, kandi ntituri muri ayo masezerano mugirana hagati yanyu.',
            "Nta mafaranga anyura kuri Kodesha. Ubukode, kwishyura n'izindi gahunda byose bikorwa hagati y'abakoresha ubwabo. Gukoresha Kodesha ni ubuntu.",
          ],
        },
        {
          heading: 'Konti yawe',
          paragraphs: [
            "Iyo wiyandikisha, uhitamo bumwe mu bwoko butatu bwa konti: umukiriya (gukodesha imodoka n'abashoferi), nyir'imodoka (gushyira imodoka ku rubuga) cyangwa umushoferi (gutanga serivisi yo gutwara). Nudahitamo, konti yawe iba iy'umukiriya. Abayobozi bashyirwaho na Kodesha; nta muntu ushobora kwigira umuyobozi.",
            "Tanga amazina yawe nyakuri, imeri ikora kandi, ku ba nyir'imodoka n'abashoferi, nimero ya telefoni abantu bashobora kukubonaho. Jya uvugurura amakuru yawe muri “Hindura umwirondoro”.",
            "Ijambo ry'ibanga ryawe rigomba kugira nibura inyuguti 8. Ntukaribwire undi muntu. Ni wowe ubazwa ibikorerwa kuri konti yawe, bityo jya usohoka iyo wakoresheje telefoni cyangwa mudasobwa musangiye n'abandi.",
          ],
        },
        {
          heading: "Kwemeza uruhushya rw'abakiriya",
          paragraphs: [
            "Mbere y'uko umukiriya abona nimero ya telefoni ya nyir'imodoka cyangwa iy'umushoferi ku rupapuro rwabo, umuyobozi wa Kodesha agomba kubanza kwemeza uruhushya rwe rwo gutwara; nyir'imodoka cyangwa umushoferi amaze kwemeza ubukode, nimero ye igaragara kuri ubwo bukode uko byagenda kose. Wohereza ifoto y'uruhushya rwawe, umuyobozi akarugenzura, akenshi mu minsi 1-2 y'akazi.",
            'Ohereza gusa uruhushya rwawe bwite kandi rukiri rwemewe. Nidusanga uruhushya ari impimbano cyangwa atari urwawe, tuzarwanga kandi dushobora gufunga konti yawe.',
            "Kwemeza bisobanura ko umuyobozi yarebye ifoto akayemera. Ntibigaragaza ko umuntu atwara yitonze. Ba nyir'imodoka bagomba nanone kugenzura uruhushya imbonankubone igihe batanga imfunguzo.",
          ],
        },
        {
          heading: 'Gushyira imodoka ku rubuga',
          paragraphs: [
            "Shyira ku rubuga gusa imodoka yawe cyangwa iyo wemerewe gukodesha. Yisobanure uko iri koko: ikirango, moderi, umwaka, aho iherereye, ibiyiranga, igihe iboneka n'igiciro cyayo ku isaha mu mafaranga y'u Rwanda (RWF).",
            "Ni wowe ubazwa ko imodoka yawe imeze neza kandi itekanye mu muhanda, kimwe n'ubwishingizi, iyandikwa ryayo n'impushya zose isabwa n'amategeko y'u Rwanda.",
            "Amafoto ushyiraho agomba kugaragaza imodoka yawe. Turayatunganya bundi bushya tukayakuramo amakuru ahishe, nk'ahantu ifoto yafatiwe iyo yafashwe na telefoni.",
            'Ushobora guhindura amatangazo yawe, kuyahisha ku rubuga cyangwa kuyasiba igihe icyo ari cyo cyose. Ushobora guhindura imodoka zawe gusa.',
          ],
        },
        {
          heading: 'Gutanga serivisi yo gutwara',
          paragraphs: [
            "Abashoferi bagomba kugira uruhushya rwo gutwara rukiri rwemewe, rujyanye n'ibinyabiziga batwara. Umwirondoro wawe w'umushoferi usuzumwa n'umuyobozi wa Kodesha, ugenzura uruhushya rwawe.",
            "Sobanura uko biri koko uburambe bwawe, aho ukorera, ubuhanga bwawe n'igiciro cyawe ku isaha. Koresha buto yerekana ko uboneka kugira ngo abantu bamenye igihe ushobora kwakira ubukode bushya.",
            'Ni wowe uhitamo ubusabe bwo gukodesha wakira. Wemeza cyangwa ukanga buri busabe, kandi ukagaragaza ko bwarangiye iyo akazi karangiye.',
          ],
        },
        {
          heading: 'Ubukode',
          paragraphs: [
            "Ubukode kuri Kodesha ni ubusabe bw'imodoka cyangwa bw'umushoferi mu gihe cy'amasaha 1 kugeza ku 8, butangira mu gihe kiri imbere. Igiteranyo kigaragazwa ni igiciro ku isaha gukubye n'umubare w'amasaha, mu mafaranga y'u Rwanda atagira ibice.",
            "Buri busabe butangira butegereje. Nyir'imodoka cyangwa umushoferi akabwemeza cyangwa akabwanga, hanyuma akagaragaza ko bwarangiye nyuma y'urugendo. Imodoka cyangwa umushoferi ntibishobora gukodeshwa kabiri mu gihe kimwe.",
            "Nk'umukiriya, ushobora guhagarika ubusabe bukiri gutegereza, cyangwa ubukode bwemejwe butaratangira. Niba gahunda zawe zihindutse, bimenyeshe nyir'imodoka cyangwa umushoferi mu kiganiro.",
          ],
        },
        {
          heading: "Kwishyurana hagati y'abakoresha",
          paragraphs: [
            "Kodesha ntijya yakira amafaranga, ntijya iyabika kandi ntijya iyasubiza. Wishyura nyir'imodoka cyangwa umushoferi ubwe, imbonankubone cyangwa mu buryo mwumvikanyeho.",
            "Mbere y'uko ubukode butangira, mwumvikane ku giciro, ingwate niba ihari, lisansi, aho muzahurira n'isaha yo kugaruka. Impaka zose zerekeye amafaranga ziba hagati yawe n'uwo mwumvikanye.",
          ],
        },
        {
          heading: 'Gusaba amatike na GPS',
          paragraphs: [
            "Ushobora kudusaba itike y'indege ijya ahantu hose ku isi, cyangwa itike ya bisi muri Afurika y'Iburasirazuba. Kohereza ubusabe ntibiguha umwanya mu ndege cyangwa muri bisi. Itsinda ryacu rigusubiza mu masaha 24 rikubwira igiciro n'uko imyanya ihagaze, kandi rikaguha ukwayo amakuru yo kwishyura n'ay'urugendo.",
            "Ba nyir'imodoka bashobora gusaba ko igikoresho cya GPS gishyirwa mu modoka yabo. Itsinda ryacu risuzuma buri busabe rikakuvugisha kugira ngo muhuze gahunda.",
          ],
        },
        {
          heading: 'Gukoresha urubuga neza',
          paragraphs: [
            "Ba inyangamugayo kandi wubahe abandi. Ntugashyireho amatangazo y'ibinyoma, ntukiyitirire undi muntu, ntukohereze ubutumwa bw'akajagari (spam), ntugatuke cyangwa ngo ukangishe abantu, kandi ntugakoreshe Kodesha mu bikorwa binyuranyije n'amategeko.",
            'Ibiganiro byerekeye ubukode bijye bibera mu kiganiro cya Kodesha. Bifasha buri wese kwibuka ibyo mwumvikanyeho.',
            "Umuntu utubahiriza aya mabwiriza, dushobora gukuraho amatangazo ye, kwanga uruhushya rwe, cyangwa guhagarika konti ye by'agateganyo cyangwa burundu.",
          ],
        },
        {
          heading: "Inshingano zacu n'impinduka",
          paragraphs: [
            "Kodesha ihuza abantu, ariko ntidushobora kugenzura buri modoka, buri mushoferi cyangwa buri rugendo. Buri ukoresha abazwa imodoka ye, uko atwara, ibyo yasezeranye n'ibyo yishyura. Ntitubazwa ibihombo bituruka ku masezerano abakoresha bagirana hagati yabo.",
            "Duharanira ko Kodesha ikomeza gukora kandi itekanye, ariko rimwe na rimwe ishobora kutaboneka, urugero mu gihe cy'imirimo yo kuyitunganya.",
            "Dushobora kuvugurura aya mabwiriza. Iyo tubikoze, duhindura itariki iri hejuru kuri uru rupapuro. Aya mabwiriza agengwa n'amategeko y'u Rwanda. Ufite ikibazo? Andikira hello@kodesha.rw.",
          ],
        },
      ],
    },

    privacy: {
      title: "Politiki y'ibanga",
      intro:
        "Iyi politiki isobanura amakuru bwite Kodesha ibika, impamvu tuyabika, abashobora kuyabona n'icyo ushobora kubikoraho. Dukurikiza itegeko ry'u Rwanda n° 058/2021 ryo ku wa 13/10/2021 rirengera amakuru bwite n'ibanga ryayo.",
      sections: [
        {
          heading: 'Amakuru dukusanya',
          paragraphs: [
            "Konti yawe: amazina yawe, imeri, nimero ya telefoni, ubwoko bwa konti ufite (umukiriya, nyir'imodoka, umushoferi cyangwa umuyobozi) n'ijambo ry'ibanga ryawe, turibika gusa mu buryo bwa hash: ryahinduwe inyuguti zivanze mu buryo budasubirwaho, ku buryo bidashoboka kongera kubonamo ijambo ry'ibanga.",
            "Ifoto y'uruhushya rwawe rwo gutwara, niba wayohereje, n'aho kwemezwa kwarwo kugeze (bitegereje, byemejwe cyangwa byanzwe).",
            "Ibihe winjiriye muri konti. Kuri buri gihe, tubika gusa hash y'ikimenyetso cyo kwinjira (token) n'igihe kizarangirira.",
            "Twandika igihe ibintu bibereye, nk'igihe ubukode bwakorewe, kandi ibyo bihe tubyerekana ku isaha y'i Kigali.",
            "Ibyo ukora kuri Kodesha: amatangazo y'imodoka n'amafoto yazo, imyirondoro y'abashoferi, ubukode, ubutumwa bwo mu kiganiro, ubusabe bw'amatike (burimo amazina y'umugenzi, imeri ye, telefoni ye n'amakuru y'urugendo) n'ubusabe bwo gushyirirwaho igikoresho cya GPS.",
          ],
        },
        {
          heading: 'Impamvu tuyakoresha',
          paragraphs: [
            "Kugira ngo konti yawe ikore, twerekane amatangazo, tugeze ubusabe bwo gukodesha n'ubutumwa ku bo bigenewe, abayobozi babashe kwemeza impushya, dusubize ubusabe bw'amatike kandi dutegure ishyirwamo ry'ibikoresho bya GPS.",
            "Kugira ngo Kodesha ikomeze gutekana, urugero duhagarika kwinjira iyo byananiranye kenshi kandi tugakuraho amatangazo y'ibinyoma.",
            'Ntitugurisha amakuru yawe. Ntidukoresha ibikoresho bikurikirana abantu bigamije kwamamaza, kandi ntitukwereka ibyamamazwa.',
          ],
        },
        {
          heading: 'Ni nde ubona iki',
          paragraphs: [
            "Umuntu wese ashobora kureba amatangazo y'imodoka n'imyirondoro y'abashoferi: amafoto, ibisobanuro, aho iherereye, igihe iboneka n'igiciro ku isaha. Nimero za telefoni ntizigera zigaragazwa ku mugaragaro.",
            "Iyo ukodesheje cyangwa uganiriye n'umuntu, abona amazina yawe n'ibyo umwoherereje. Ubutumwa bubonwa n'abari mu kiganiro.",
            "Abayobozi ba Kodesha bashobora kubona amakuru ya konti, ay'amatangazo n'ay'ubukode, kugira ngo bemeze impushya, basubize ubusabe kandi barebe ko ku rubuga hakomeza kurangwa ukuri.",
          ],
        },
        {
          heading: "Ifoto y'uruhushya rwawe",
          paragraphs: [
            "Ifoto y'uruhushya rwawe ibikwa mu ibanga, ahatari aho amafoto agaragarira bose abikwa. Ni wowe n'abayobozi ba Kodesha gusa mushobora kuyireba.",
            'Tuyikoresha gusa mu kwemeza uruhushya rwawe. Nushyiraho ifoto nshya, isubira ku muyobozi kugira ngo ayisuzume.',
          ],
        },
        {
          heading: 'Nimero za telefoni',
          paragraphs: [
            "Nimero za telefoni za ba nyir'imodoka n'abashoferi ntizigera zigaragazwa ku mugaragaro. Umukiriya ashobora kubona imwe ku rupapuro rw'imodoka cyangwa urw'umushoferi gusa uruhushya rwe rumaze kwemezwa, kandi ari uko akanze kugira ngo ayigaragaze; nyir'imodoka cyangwa umushoferi amaze kwemeza ubukode, umukiriya abona nimero ye kuri ubwo bukode. Abayobozi na bo bashobora kuzibona.",
            'Abakiriya ntibasabwa gutanga nimero ya telefoni kugira ngo biyandikishe.',
          ],
        },
        {
          heading: "Amafoto y'imodoka",
          paragraphs: [
            "Amafoto afashwe na telefoni akenshi aba arimo amakuru ahishe, harimo n'ahantu nyirizina yafatiwe. Iyo nyir'imodoka ashyizeho ifoto y'imodoka, turayitunganya bundi bushya tukayikuramo ayo makuru mbere y'uko hagira uyibona.",
          ],
        },
        {
          heading: 'Igihe tuyabika',
          paragraphs: [
            "Tubika amakuru yawe igihe cyose konti yawe igifunguye. Igihe winjiye kirangira nyuma y'amasaha 12, cyangwa nyuma y'iminsi 30 niba wahisemo “Unyibuke”, kandi kirangira ako kanya iyo usohotse.",
            "Igihe icyo ari cyo cyose, ushobora kudusaba gusiba konti yawe n'amakuru yawe, wandikira hello@kodesha.rw ukoresheje imeri iri kuri konti yawe. Niba amategeko adutegeka kugira amakuru tugumana, tuzakubwira ayo ari yo n'impamvu.",
          ],
        },
        {
          heading: 'Uburenganzira bwawe',
          paragraphs: [
            "Hakurikijwe itegeko n° 058/2021 ryo ku wa 13/10/2021 rirengera amakuru bwite n'ibanga ryayo, ushobora gusaba kureba amakuru tukubikiye, kuyakosoza, kwamagana uburyo tuyakoresha no kuyasibisha.",
            "Amazina yawe, imeri na nimero ya telefoni ushobora kubyikosorera muri “Hindura umwirondoro”. Ku bindi byose, andikira hello@kodesha.rw. Niba utishimiye igisubizo cyacu, ushobora kugeza ikirego ku rwego rw'u Rwanda rushinzwe kurengera amakuru bwite.",
          ],
        },
        {
          heading: 'Umutekano',
          paragraphs: [
            "Ibyo utwoherereza byose binyura ku murongo w'itumanaho uhishe (encrypted). Amagambo y'ibanga abikwa gusa mu buryo bwa hash isaba ububiko bwinshi bwa mudasobwa (Argon2id), ku buryo natwe ubwacu tudashobora kuyasoma.",
            "Gusohoka birangiza igihe winjiye kuri seriveri yacu. Guhindura ijambo ry'ibanga birangiza ibindi bihe winjiye, bityo umuntu wese winjiye ahandi agasohorwa. Iyo kwinjira binaniranye kenshi, kwinjira bihagarikwa by'akanya gato.",
            "Kugira ngo ugume winjiye, porogaramu ibika ikimenyetso cyawe cyo kwinjira (token) mu bubiko bwa mushakisha (browser) yawe. Umuntu wese ukoresha mushakisha yawe yashobora kugikoresha, bityo jya usohoka ku bikoresho usangiye n'abandi.",
          ],
        },
        {
          heading: 'Twandikire',
          paragraphs: [
            'Kodesha ikorera i Kigali, mu Rwanda. Ku kibazo cyose kerekeye amakuru yawe, andikira hello@kodesha.rw.',
            'Nituhindura iyi politiki, tuzavugurura itariki iri hejuru kuri uru rupapuro.',
          ],
        },
      ],
    },

    faq: {
      title: 'Ibibazo bikunze kubazwa',
      intro: 'Ibisubizo bigufi ku bibazo tubazwa kenshi. Hitamo ikibazo urebe igisubizo cyacyo.',
      questions: [
        {
          question: 'Kodesha ni iki?',
          answer:
            "Kodesha ni isoko ryo kuri interineti ry'u Rwanda. Ba nyir'imodoka bashyira ku rubuga imodoka badakoresha ngo zikodeshwe ku isaha, abakiriya bagakodesha izo modoka cyangwa bagakodesha abashoferi bigenga ku isaha, kandi abagenzi bashobora gusaba amatike y'indege n'aya bisi.",
        },
        {
          question: 'Hari amafaranga nishyura kugira ngo nkoreshe Kodesha?',
          answer:
            "Oya. Kwiyandikisha no gukoresha Kodesha ni ubuntu. Wishyura gusa nyir'imodoka cyangwa umushoferi ku bukode mwumvikanyeho.",
        },
        {
          question: 'Nishyura nte imodoka cyangwa umushoferi?',
          answer:
            "Wishyura nyir'imodoka cyangwa umushoferi ubwe, imbonankubone cyangwa mu buryo mwumvikanyeho. Kodesha ntijya yakira amafaranga, ntijya iyabika kandi ntijya iyasubiza, bityo mwumvikane ku giciro n'uburyo uzishyura mbere y'uko ubukode butangira.",
        },
        {
          question: 'Ibiciro bigaragazwa gute?',
          answer:
            "Ibiciro biri mu mafaranga y'u Rwanda (RWF), atagira ibice, ku isaha. Igiteranyo cy'ubukode ni igiciro ku isaha gukubye n'umubare w'amasaha.",
        },
        {
          question: 'Nshobora gukodesha imodoka cyangwa umushoferi igihe kingana iki?',
          answer:
            "Kuva ku isaha 1 kugeza ku masaha 8 kuri buri bukode. Hitamo itariki, isaha yo gutangira n'umubare w'amasaha, urahita ubona isaha yo kurangiza n'igiteranyo mbere yo kohereza ubusabe.",
        },
        {
          question: 'Bigenda bite iyo maze kohereza ubusabe bwo gukodesha?',
          answer:
            "Ubusabe bwawe buba butegereje kugeza igihe nyir'imodoka cyangwa umushoferi abwemeje cyangwa abwanze. Ushobora kubukurikirana muri “Konti yanjye” kandi mukaganira ku byo mugomba kumvikanaho. Imodoka cyangwa umushoferi ntibishobora gukodeshwa kabiri mu gihe kimwe.",
        },
        {
          question: 'Nshobora guhagarika ubukode?',
          answer:
            "Yego. Ushobora guhagarika ubusabe bukiri gutegereza, cyangwa ubukode bwemejwe butaratangira. Ariko nanone, bimenyeshe nyir'imodoka cyangwa umushoferi mu kiganiro.",
        },
        {
          question: 'Kuki ngomba kwemeza uruhushya rwanjye rwo gutwara?',
          answer:
            "Uruhushya rwemejwe n'umuyobozi wa Kodesha rugufasha kubona nimero ya telefoni ya nyir'imodoka cyangwa iy'umushoferi ku rupapuro rwabo, mbere yo gukodesha. Igihe cyose uruhushya rwawe rutaremezwa, nimero yabo uyibona gusa ku bukode bemeje.",
        },
        {
          question: 'Kwemeza uruhushya bifata igihe kingana iki?',
          answer:
            "Umuyobozi asuzuma uruhushya rwawe mu minsi 1-2 y'akazi, akagaragaza ko rwemejwe cyangwa rwanzwe. Nirwangwa, shyiraho ifoto nshya igaragara neza, isubire gusuzumwa.",
        },
        {
          question: "Ni nde ushobora kubona ifoto y'uruhushya rwanjye?",
          answer:
            "Ni wowe n'abayobozi ba Kodesha gusa. Ifoto ibikwa mu ibanga, ntijya ibikwa aho amafoto agaragarira bose abikwa, kandi ikoreshwa gusa mu kwemeza uruhushya rwawe.",
        },
        {
          question: "Kuki ntabona nimero ya telefoni ya nyir'imodoka?",
          answer:
            "Nimero za telefoni za ba nyir'imodoka n'abashoferi ntizigera zigaragazwa ku mugaragaro. Injira ukoresheje konti y'umukiriya, usabe ko uruhushya rwawe rwemezwa, hanyuma ukande kugira ngo nimero igaragare ku rupapuro rw'imodoka cyangwa urw'umushoferi. Nyir'imodoka cyangwa umushoferi amaze kwemeza ubukode bwawe, nimero ye igaragara no kuri ubwo bukode.",
        },
        {
          question: 'Nashyira nte imodoka yanjye ku rubuga?',
          answer:
            "Iyandikishe uhitemo “Gushyira imodoka yanjye ku rubuga”. Mu mbonerahamwe ya nyir'imodoka, ongeraho imodoka yawe n'amakuru yayo, ibiyiranga, amafoto n'igiciro ku isaha. Ushobora guhisha, guhindura cyangwa gusiba itangazo igihe icyo ari cyo cyose.",
        },
        {
          question: 'Nakora nte ngo mbe umushoferi kuri Kodesha?',
          answer:
            "Iyandikishe uhitemo “Kwiyandikisha nk'umushoferi”, hanyuma wuzuze umwirondoro wawe w'umushoferi: uburambe bwawe, aho uherereye, igiciro ku isaha n'ifoto y'uruhushya rwawe. Umuyobozi asuzuma uruhushya rwawe. Niwitegura gukora, koresha buto “Jya ku murongo” mu mbonerahamwe y'umushoferi.",
        },
        {
          question: "Gusaba amatike y'indege na bisi bikorwa bite?",
          answer:
            "Uzuza ifishi iri kuri “Saba amatike”: urugendo rw'indege rujya ahantu hose ku isi, cyangwa bisi muri Afurika y'Iburasirazuba. Itsinda ryacu rigusubiza mu masaha 24 rikubwira igiciro n'uko imyanya ihagaze. Amakuru yo kwishyura n'ay'urugendo atangwa ukwayo.",
        },
        {
          question: 'Nasiba nte konti yanjye?',
          answer:
            "Andikira hello@kodesha.rw ukoresheje imeri iri kuri konti yawe, udusabe kuyisiba. Tuzasiba konti yawe n'amakuru yawe; niba amategeko adutegeka kugira amakuru tugumana, tuzakubwira ayo ari yo n'impamvu.",
        },
      ],
    },

    help: {
      title: 'Ubufasha',
      intro:
        "Ubufasha bw'intambwe ku yindi bwo gutangira gukoresha Kodesha, kwemeza uruhushya rwawe, guhura n'abantu mu mutekano no kongera kwinjira muri konti yawe.",
      sections: [
        {
          heading: "Gutangira nk'umukiriya",
          paragraphs: [
            "Iyandikishe uhitemo “Gukodesha imodoka”. Hanyuma wemeze uruhushya rwawe rwo gutwara, kugira ngo ubashe kubona nimero za telefoni za ba nyir'imodoka n'abashoferi mbere yo gukodesha.",
            "Fungura “Reba imodoka” cyangwa “Kodesha umushoferi”, ushakishe ukoresheje ikirango, moderi, izina cyangwa umujyi, hanyuma ufungure itangazo urebe amafoto yaryo, igiciro ku isaha n'igihe iboneka.",
            "Hitamo itariki, isaha yo gutangira n'amasaha 1 kugeza ku 8, hanyuma wohereze ubusabe bwo gukodesha. Ganira na nyir'imodoka cyangwa umushoferi mwumvikane aho muzahurira n'uburyo uzishyura. Ubukode bwawe bwose ushobora kubukurikirana muri “Konti yanjye”.",
          ],
        },
        {
          heading: "Gutangira nka nyir'imodoka",
          paragraphs: [
            "Iyandikishe uhitemo “Gushyira imodoka yanjye ku rubuga”, utange nimero ya telefoni abakiriya bashobora kukubonaho. Nimero yawe ikomeza guhishwa kugeza igihe umukiriya wemejwe ahisemo kuyigaragaza, cyangwa wemeje ubukode bw'umukiriya.",
            "Mu mbonerahamwe ya nyir'imodoka, ongeraho imodoka yawe: ikirango, moderi, umwaka, aho iherereye, ibiyiranga, amafoto agaragara neza, ibisobanuro ku gihe iboneka n'igiciro ku isaha mu RWF.",
            "Iyo ubusabe buje, bwemeze cyangwa ubwange. Nyuma y'urugendo, garagaza ko bwarangiye. Ushobora guhisha imodoka ku rubuga igihe cyose itaboneka.",
          ],
        },
        {
          heading: "Gutangira nk'umushoferi",
          paragraphs: [
            "Iyandikishe uhitemo “Kwiyandikisha nk'umushoferi”, utange nimero ya telefoni abakiriya bashobora kukubonaho. Hanyuma wuzuze umwirondoro wawe w'umushoferi: uburambe, aho uherereye, ubuhanga, igihe uboneka n'igiciro ku isaha, wongereho ifoto y'uruhushya rwawe.",
            "Umuyobozi agenzura uruhushya rwawe. Koresha buto “Jya ku murongo” na “Va ku murongo” mu mbonerahamwe y'umushoferi kugira ngo werekane igihe ushobora gukora.",
            'Emera cyangwa wange buri busabe bwo gukodesha, kandi ugaragaze ko bwarangiye iyo akazi karangiye.',
          ],
        },
        {
          heading: 'Kwemeza uruhushya rwawe',
          paragraphs: [
            'Jya muri “Konti yanjye” uhitemo “Emeza uruhushya”, cyangwa ushyireho ifoto unyuze muri “Hindura umwirondoro”.',
            "Fata ifoto igaragara neza, ifite urumuri ruhagije, y'uruhushya rwose, inyandiko zose zisomeka. Dosiye igomba kuba JPEG, PNG cyangwa WebP, itarengeje 5 MB.",
            "Umuyobozi ayisuzuma mu minsi 1-2 y'akazi, akagaragaza ko uruhushya rwemejwe cyangwa rwanzwe. Nirwangwa, shyiraho ifoto nshya isubire gusuzumwa. Ni wowe n'abayobozi ba Kodesha gusa mushobora kubona iyo foto.",
          ],
        },
        {
          heading: 'Kwirinda igihe muhura',
          paragraphs: [
            "Mbere y'uko muhura, mwumvikane mu kiganiro cya Kodesha ku giciro, ingwate niba ihari, aho muzahurira n'isaha yo kugaruka. Ikiganiro kibika ibyo mwumvikanyeho.",
            'Muhurire ahantu hahurira abantu benshi, ku manywa niba bishoboka. Bwira inshuti cyangwa umuntu wo mu muryango aho ugiye.',
            "Ba nyir'imodoka: mbere yo gutanga imfunguzo, mugenzure ko uruhushya rw'umukiriya ruhuye n'amazina ye. Abakiriya: muzenguruke imodoka muri kumwe na nyir'imodoka, mufotore aho yangiritse hose mbere yo kuyitwara.",
            "Ntukishyure imodoka utarabona. Niba hari ikintu ubona kitameze neza, ntukomeze. Mu gihe cy'ikibazo cyihutirwa, banza uhamagare polisi, hanyuma utubwire kuri hello@kodesha.rw.",
          ],
        },
        {
          heading: 'Ikibazo cyo kwinjira',
          paragraphs: [
            "Reba niba ukoresha imeri wiyandikishijeho. Amagambo y'ibanga agira nibura inyuguti 8, kandi inyuguti nkuru zitandukanye n'into.",
            "Nyuma yo kugerageza kwinjira kenshi bikanga, kwinjira bihagarikwa by'akanya gato kugira ngo konti yawe irindwe. Tegereza gato, hanyuma wongere ugerageze.",
            "Ukomeza kuba winjiye amasaha 12, cyangwa iminsi 30 niba wahisemo “Unyibuke”. Niba wibagiwe ijambo ry'ibanga, kanda “Wibagiwe ijambo ry'ibanga?” ku rupapuro rwo kwinjira: twohereza link kuri imeri yawe, cyangwa kode kuri SMS kuri telefoni yawe yemejwe.",
            "Niba ukeka ko hari undi muntu uzi ijambo ry'ibanga ryawe, rihindure muri “Hindura umwirondoro”. Ibi bihita bisohora ahandi hose winjiye.",
          ],
        },
      ],
      contactTitle: 'Uracyakeneye ubufasha?',
      contactText:
        "Twandikire utubwire ibyabaye, ushyiremo imeri ya konti yawe kandi, niba bireba ubukode, itariki n'imodoka cyangwa umushoferi bireba. Dukorera i Kigali, mu Rwanda.",
    },
  },
} satisfies Words<{ legal: typeof legal }>;
