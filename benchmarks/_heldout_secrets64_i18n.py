"""Held-out set 64: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in romanized and transliterated writing of non-Latin languages and in the Dravidian
languages' own scripts.

Registers: Arabizi (Franco-Arabic, Egyptian and Levantine, with the digits 2, 3, 5, 7 for
letters), Hinglish and romanized Marathi, Bengali and Gujarati, Hanyu pinyin (with tone marks
and without), Hepburn romaji, Greeklish (the phonetic ``kwdikos`` and the
``kodikos`` spellings), translit Russian (``parol'``, ``parol``), Finglish
(romanized Persian), romanized Thai (RTGS, ``rahat phan``) and Revised Romanization of Korean
(``bimilbeonho``, ``injeung beonho``); Tamil, Telugu, Kannada, Malayalam and Tulu (in the
Kannada script) in their own scripts. Scripts: Latin, Tamil, Telugu, Kannada, Malayalam.

The words are as remembered (each language's everyday word for password, PIN, OTP or
verification code, recovery code, secret key and token, as banks, carriers and apps write
them), not verified against a localized sign-in page. Every phrase word was grepped for in
every earlier ``benchmarks/*heldout*`` file. No earlier match: ``kelmet el ser``,
``pasuwādo``, ``anshō bangō``, ``kodikos prosvasis``, ``kwdikos``, ``kod podtverzhdeniya``,
``ramz-e obur``, ``rahat phan``, ``injeung beonho``, ``yànzhèngmǎ`` and the register names
Greeklish, Finglish, Tanglish, Manglish and romaji. Earlier matches, kept because the share
names these languages (the messages around them are new): ``beta3ak`` (1 file),
``bimilbeonho`` (3), ``கடவுச்சொல்`` (9), ``సంకేతపదం`` (2), ``ಗುಪ್ತಪದ`` (6), ``രഹസ്യവാക്ക്``
(2), ``ಗುಟ್ಟುದ`` (2); the register names Arabizi (4), Hinglish (3) and pinyin (1) matched too.
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "bazaar",
    "chai",
    "dosa",
    "falooda",
    "garam",
    "idli",
    "jalebi",
    "kulfi",
    "lassi",
    "mango",
    "nimbu",
    "paneer",
    "rasam",
    "sambar",
    "tamarind",
    "vada",
]

ROWS = r"""
arabizi password ¦ Arabizi (Egyptian), el password beta3ak (your password), as remembered ¦ p ¦ ya basha el password beta3ak el gedid howa {t} , 7awel teghayaro ba3d ma tedkhol
arabizi kelmet ser ¦ Arabizi, kelmet el ser (password), as remembered ¦ p ¦ kelmet el ser bta3t el wifi: {t} (matedihash le 7ad)
arabizi otp ¦ Arabizi, ramz el ta2kid (confirmation code), as remembered ¦ pin6 ¦ ramz el ta2kid beta3ak {t} , sale7 le 5 da2aye2 bas
arabizi levantine ¦ Arabizi (Levantine), el code taba3ak (your code), as remembered ¦ pin8 ¦ ahla, el code taba3ak la-tfout 3al 7sab: {t} . ma t2ello la 7ada
arabizi api ¦ Arabizi, el API key beta3 el server, as remembered ¦ tok ¦ 5od el API key beta3 el server: {t} w 7otto fel .env
hinglish password ¦ Hinglish, aapka naya password (your new password), as remembered ¦ p ¦ Aapka naya password hai {t} , kisi ke saath share mat karna bhai
hinglish otp ¦ Hinglish, OTP kisi ko mat batana, as remembered ¦ pin6 ¦ {t} aapka OTP hai. Bank kabhi OTP nahi maangta, kisi ko mat batana.
hinglish mpin ¦ Hinglish, MPIN set ho gaya, as remembered ¦ pin6 ¦ Bhai maine MPIN {t} set kar diya hai, UPI app me yahi daalna
hinglish recovery ¦ Hinglish, recovery codes sambhal ke rakhna, as remembered ¦ google ¦ Ye recovery codes sambhal ke rakhna yaar: {t}
marathi tumcha ¦ romanized Marathi, tumcha password (your password), as remembered ¦ p ¦ Tumcha navin password aahe {t} . Krupaya to konalahi sangu naka.
bengali apnar ¦ romanized Bengali, apnar gopon sankhya (your secret number), as remembered ¦ pin8 ¦ Apnar gopon sankhya holo {t} , eta kauke bolben na
gujarati tamaro ¦ romanized Gujarati, tamaro password (your password), as remembered ¦ p ¦ Tamaro password {t} chhe, koine kehta nahi
pinyin mima tones ¦ pinyin with tone marks, mìmǎ (password), as remembered ¦ p ¦ Nǐ de xīn mìmǎ shì {t} , qǐng wù xièlòu gěi tārén.
pinyin yanzhengma ¦ pinyin, yànzhèngmǎ (verification code), as remembered ¦ pin6 ¦ 【Yínháng】Nín de yànzhèngmǎ wéi {t} , 5 fēnzhōng nèi yǒuxiào.
pinyin plain ¦ pinyin without tones, mi yao (secret key), as remembered ¦ tok ¦ fuwuqi de miyao shi {t} , bie fa dao qun li
pinyin huifu ¦ pinyin, huifu ma (recovery code), as remembered ¦ ms ¦ Qing baocun nin de huifu ma: {t}
romaji pasuwado ¦ Hepburn romaji, pasuwādo (password), as remembered ¦ p ¦ Atarashii pasuwādo wa {t} desu. Tanin ni oshienaide kudasai.
romaji ansho ¦ Hepburn romaji, anshō bangō (PIN), as remembered ¦ pin6 ¦ Kādo no anshō bangō wa {t} ni henkō saremashita.
romaji ninsho ¦ romaji without macrons, ninsho kodo (verification code), as remembered ¦ pin6 ¦ Ninsho kodo: {t} (10-pun kan yuko)
romaji fukkatsu ¦ romaji, fukkatsu kodo (recovery code), as remembered ¦ gh ¦ Akaunto no fukkatsu kodo o hozon shite kudasai: {t}
greeklish kwdikos ¦ Greeklish (phonetic), o kwdikos sou (your password), as remembered ¦ p ¦ o kwdikos sou einai {t} , min ton peis se kanenan
greeklish prosvasis ¦ Greeklish, kodikos prosvasis (access code), as remembered ¦ p ¦ Kodikos prosvasis gia to e-banking: {t}
greeklish pin ¦ Greeklish, to PIN tis kartas (the card's PIN), as remembered ¦ pin8 ¦ to neo PIN tis kartas sou einai {t}
greeklish otp ¦ Greeklish, kodikos epivevaiosis (confirmation code), as remembered ¦ pin6 ¦ O kodikos epivevaiosis einai {t}. Min ton mirazeste.
translit parol ¦ translit Russian, tvoi parol' (your password), as remembered ¦ p ¦ privet, tvoi parol' ot akkaunta: {t} , smeni ego posle vhoda
translit kod ¦ translit Russian, kod podtverzhdeniya (confirmation code), as remembered ¦ pin6 ¦ Kod podtverzhdeniya: {t}. Nikomu ne soobshchaite etot kod.
translit klyuch ¦ translit Russian, sekretnyi klyuch API (secret API key), as remembered ¦ tok ¦ sekretnyi klyuch API dlya prod: {t}
translit wifi ¦ translit Russian, parol ot wifi (no soft sign), as remembered ¦ p ¦ parol ot wifi na dache {t}
translit rezerv ¦ translit Russian, rezervnye kody (backup codes), as remembered ¦ google ¦ Vashi rezervnye kody dlya vhoda: {t}
finglish ramz ¦ Finglish, ramz-e obur-e shoma (your password), as remembered ¦ p ¦ ramz-e obur-e shoma {t} ast, lotfan be kasi nagid
finglish code ¦ Finglish, code-e taeed (confirmation code), as remembered ¦ pin6 ¦ code-e taeed-e shoma: {t} . in code ra be hichkas nadahid
finglish dovom ¦ Finglish, ramz-e dovom (second password, Iranian bank cards), as remembered ¦ pin8 ¦ ramz-e dovom-e kart: {t}
finglish kelid ¦ Finglish, kelid-e API (API key), as remembered ¦ tok ¦ kelid-e API server ro gozashtam inja: {t}
thai rahat ¦ romanized Thai (RTGS), rahat phan (password), as remembered ¦ p ¦ rahat phan mai khong khun khue {t} kha
thai otp ¦ romanized Thai, rahat OTP, as remembered ¦ pin6 ¦ rahat OTP khong khun khue {t} (ref: KX7P) mai tong bok khrai
thai pin ¦ romanized Thai, rahat PIN (PIN code), as remembered ¦ pin6 ¦ tang rahat PIN mai pen {t} laeo na
korean bimil ¦ Revised Romanization, bimilbeonho (password), as remembered ¦ p ¦ sae bimilbeonho neun {t} imnida. taine-ege allyeojuji maseyo.
korean injeung ¦ Revised Romanization, injeung beonho (verification number), as remembered ¦ pin6 ¦ [Web balsin] injeung beonho [{t}] reul ipryeokhae juseyo.
korean bogu ¦ Revised Romanization, bogu kodeu (recovery code), as remembered ¦ ms ¦ gyejeong bogu kodeu: {t}
korean kkeut ¦ Korean romanized chat, bibeon (clipped password), as remembered ¦ p ¦ biben {t} ya, ggok bakkwo
tamil kadavuchol ¦ Tamil script, கடவுச்சொல் (password), as remembered ¦ p ¦ உங்கள் புதிய கடவுச்சொல்: {t} — யாரிடமும் பகிர வேண்டாம்.
tamil otp ¦ Tamil script, ஒருமுறை கடவுச்சொல் (one-time password), as remembered ¦ pin6 ¦ {t} என்பது உங்கள் ஒருமுறை கடவுச்சொல். இதை யாரிடமும் சொல்லாதீர்கள்.
tamil pin ¦ Tamil script, ரகசிய எண் (secret number, PIN), as remembered ¦ pin6 ¦ உங்கள் அட்டையின் ரகசிய எண் {t} ஆக மாற்றப்பட்டது
tamil mittal ¦ Tamil script, மீட்பு குறியீடுகள் (recovery codes), as remembered ¦ google ¦ உங்கள் மீட்பு குறியீடுகள்: {t}
telugu sanketa ¦ Telugu script, సంకేతపదం (password), as remembered ¦ p ¦ మీ కొత్త సంకేతపదం {t} . దీన్ని ఎవరితోనూ పంచుకోవద్దు.
telugu otp ¦ Telugu script, ధృవీకరణ కోడ్ (verification code), as remembered ¦ pin6 ¦ మీ ధృవీకరణ కోడ్ {t} , 10 నిమిషాలు చెల్లుతుంది.
telugu key ¦ Telugu script, రహస్య కీ (secret key), as remembered ¦ tok ¦ సర్వర్ రహస్య కీ: {t}
telugu pin ¦ Telugu script, పిన్ నంబర్ (PIN number), as remembered ¦ pin8 ¦ మీ కార్డు పిన్ నంబర్ {t}
kannada guptapada ¦ Kannada script, ಗುಪ್ತಪದ (password), as remembered ¦ p ¦ ನಿಮ್ಮ ಹೊಸ ಗುಪ್ತಪದ: {t} . ಯಾರಿಗೂ ಹೇಳಬೇಡಿ.
kannada otp ¦ Kannada script, ಒಟಿಪಿ (OTP), as remembered ¦ pin6 ¦ {t} ನಿಮ್ಮ ಒಟಿಪಿ ಆಗಿದೆ. ಬ್ಯಾಂಕ್ ಎಂದಿಗೂ ಒಟಿಪಿ ಕೇಳುವುದಿಲ್ಲ.
kannada token ¦ Kannada script, ಪ್ರವೇಶ ಟೋಕನ್ (access token), as remembered ¦ b64 ¦ ಪ್ರವೇಶ ಟೋಕನ್ ಹೀಗಿದೆ: {t}
kannada passphrase ¦ Kannada script, ಗುಪ್ತ ವಾಕ್ಯ (secret phrase), as remembered ¦ w5 ¦ ವಾಲೆಟ್ ಗುಪ್ತ ವಾಕ್ಯ: {t}
malayalam rahasya ¦ Malayalam script, രഹസ്യവാക്ക് (password, secret word), as remembered ¦ p ¦ നിങ്ങളുടെ പുതിയ രഹസ്യവാക്ക് {t} ആണ്. ആരോടും പറയരുത്.
malayalam otp ¦ Malayalam script, ഒടിപി (OTP), as remembered ¦ pin6 ¦ നിങ്ങളുടെ ഒടിപി {t} ആണ്, ഇത് ആരുമായും പങ്കിടരുത്
malayalam pin ¦ Malayalam script, പിൻ നമ്പർ (PIN number), as remembered ¦ pin8 ¦ എടിഎം പിൻ നമ്പർ {t} ആയി മാറ്റി
malayalam key ¦ Malayalam script, എപിഐ കീ (API key), as remembered ¦ tok ¦ എപിഐ കീ താഴെ കൊടുക്കുന്നു: {t}
tulu guttu ¦ Tulu in Kannada script, ಗುಟ್ಟುದ ಪದ (secret word), as remembered ¦ p ¦ ಈರೆನ ಪೊಸ ಗುಟ್ಟುದ ಪದ {t}
tulu otp ¦ Tulu in Kannada script, ಒಟಿಪಿ with Tulu verb, as remembered ¦ pin6 ¦ ಈರೆನ ಒಟಿಪಿ {t} , ಏರೆಗ್ಲಾ ಪಂಡೊಡ್ಚಿ
tanglish mixed ¦ Tanglish (romanized Tamil), unga password, as remembered ¦ p ¦ machi unga password {t} nu vechiruken, yaarukum solladha
tenglish mixed ¦ romanized Telugu, mee password, as remembered ¦ p ¦ mee kotha password {t} andi, evvariki cheppakandi
manglish mixed ¦ Manglish (romanized Malayalam), ninte password, as remembered ¦ p ¦ ninte puthiya password {t} aanu, aarodum parayalle
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("note", "runtime", "keyerror", "cause", "group", "args", "context", "oserror"),
    )
