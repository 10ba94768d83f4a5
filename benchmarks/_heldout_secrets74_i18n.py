"""Held-out set 74: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in the languages of South Asia other than Hindi and Bengali, in their own scripts and, where
banks and carriers use them, their own digits.

Languages and scripts: Tamil (Tamil script, and Sri Lankan Tamil and romanized "Tanglish"
registers), Telugu, Kannada, Malayalam (and romanized "Manglish"), Marathi (Devanagari with
Devanagari digits), Gujarati (Gujarati digits), Punjabi in Gurmukhi (Gurmukhi digits) and in
Shahmukhi, Odia (Odia digits), Assamese (Bengali-Assamese script and digits), Sinhala, Nepali
(Devanagari digits, and romanized), Dhivehi in Thaana, and Sindhi in Arabic script and in
Devanagari. Every language was named by earlier sets (they were grepped for by name: all
matched), so the words here were chosen apart from theirs: the words an earlier set used for
"password" in Tamil, Telugu, Kannada, Malayalam and Gurmukhi did match and appear only inside
new phrasings (the carriers' and banks' OTP and PIN messages, government portals' recovery
wording), and the digits of Gurmukhi (``੧``) matched no earlier file. Words are as remembered,
not checked against a localized sign-in page; each case says so.
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_DIGITS = {
    "ta": "௦௧௨௩௪௫௬௭௮௯",
    "te": "౦౧౨౩౪౫౬౭౮౯",
    "kn": "೦೧೨೩೪೫೬೭೮೯",
    "ml": "൦൧൨൩൪൫൬൭൮൯",
    "dv": "०१२३४५६७८९",
    "gu": "૦૧૨૩૪૫૬૭૮૯",
    "pa": "੦੧੨੩੪੫੬੭੮੯",
    "or": "୦୧୨୩୪୫୬୭୮୯",
    "as": "০১২৩৪৫৬৭৮৯",
}

ROWS = r"""
tamil otp ¦ Tamil, bank OTP SMS (சரிபார்ப்புக் குறியீடு, verification code), as remembered ¦ pin6 ¦ உங்கள் சரிபார்ப்புக் குறியீடு {t}. இதை யாருடனும் பகிர வேண்டாம்.
tamil password ¦ Tamil, temporary password for a portal, as remembered ¦ p ¦ உங்கள் தற்காலிக கடவுச்சொல்: {t} — உள்நுழைந்தவுடன் மாற்றவும்.
tamil pin digits ¦ Tamil, ATM PIN in Tamil digits (ரகசிய எண்), as remembered ¦ pin6:ta ¦ புதிய ரகசிய எண் {t} ஆக அமைக்கப்பட்டது.
tamil recovery ¦ Tamil, recovery codes (மீட்புக் குறியீடுகள்), as remembered ¦ ms ¦ மீட்புக் குறியீடு: {t} (ஒரு முறை மட்டும் பயன்படுத்தவும்)
tamil api key ¦ Tamil, API key (API விசை), as remembered ¦ tok ¦ உங்கள் API விசை «{t}» உருவாக்கப்பட்டது.
sri lankan tamil ¦ Sri Lankan Tamil register, bank e-channel password (கடவுச்சொல்லை), as remembered ¦ p ¦ தங்களது இணைய வங்கிக் கடவுச்சொல்லை {t} என மாற்றியுள்ளோம்.
tanglish ¦ Tamil in Latin letters (Tanglish), a WhatsApp-style message, as remembered ¦ p ¦ Machan, office wifi password {t} da, yaarkittayum sollaadhe
telugu otp ¦ Telugu, OTP message (వన్ టైమ్ పాస్‌వర్డ్), as remembered ¦ pin6 ¦ మీ వన్ టైమ్ పాస్‌వర్డ్ {t}. దీనిని ఎవరితోనూ పంచుకోవద్దు.
telugu pin digits ¦ Telugu, PIN in Telugu digits (పిన్), as remembered ¦ pin6:te ¦ మీ కొత్త పిన్: {t}
telugu secret word ¦ Telugu, passphrase (రహస్య పదబంధం), as remembered ¦ w4 ¦ మీ రహస్య పదబంధం: {t}
telugu token ¦ Telugu, access token (యాక్సెస్ టోకెన్), as remembered ¦ tok ¦ యాక్సెస్ టోకెన్ గడువు ముగిసింది: {t}
kannada password ¦ Kannada, password (ಗುಪ್ತಪದ), as remembered ¦ p ¦ ನಿಮ್ಮ ಹೊಸ ಗುಪ್ತಪದ {t} ಆಗಿದೆ.
kannada otp digits ¦ Kannada, verification code in Kannada digits (ಪರಿಶೀಲನಾ ಸಂಕೇತ), as remembered ¦ pin6:kn ¦ ನಿಮ್ಮ ಪರಿಶೀಲನಾ ಸಂಕೇತ: {t}
kannada recovery ¦ Kannada, recovery code (ಮರುಪಡೆಯುವಿಕೆ ಕೋಡ್), as remembered ¦ gh ¦ ಮರುಪಡೆಯುವಿಕೆ ಕೋಡ್ {t} ಬಳಸಿ ಲಾಗಿನ್ ಮಾಡಿ
kannada api ¦ Kannada, API key (API ಕೀ), as remembered ¦ b64 ¦ API ಕೀ ({t}) ಅಮಾನ್ಯವಾಗಿದೆ
malayalam secret word ¦ Malayalam, password (രഹസ്യവാക്ക്), as remembered ¦ p ¦ താങ്കളുടെ രഹസ്യവാക്ക്: {t}
malayalam otp ¦ Malayalam, OTP (ഒറ്റത്തവണ പാസ്‌വേഡ്), as remembered ¦ pin6 ¦ നിങ്ങളുടെ ഒറ്റത്തവണ പാസ്‌വേഡ് {t} ആണ്. ആരുമായും പങ്കിടരുത്.
malayalam pin digits ¦ Malayalam, PIN in Malayalam digits (പിൻ), as remembered ¦ pin6:ml ¦ പുതിയ പിൻ നമ്പർ: {t}
malayalam recovery ¦ Malayalam, recovery code (വീണ്ടെടുക്കൽ കോഡ്), as remembered ¦ google ¦ വീണ്ടെടുക്കൽ കോഡ് — {t}
manglish ¦ Malayalam in Latin letters (Manglish), as remembered ¦ p ¦ Chetta, landlord portal password {t} aanu, aarodum parayalle
marathi password ¦ Marathi, password (संकेतशब्द), as remembered ¦ p ¦ तुमचा नवीन संकेतशब्द {t} आहे.
marathi otp digits ¦ Marathi, verification code in Devanagari digits (पडताळणी कोड), as remembered ¦ pin6:dv ¦ तुमचा पडताळणी कोड {t} आहे. तो कोणालाही सांगू नका.
marathi passphrase ¦ Marathi, passphrase (गुप्त वाक्यांश), as remembered ¦ w4 ¦ गुप्त वाक्यांश: «{t}»
marathi recovery ¦ Marathi, recovery code (पुनर्प्राप्ती कोड), as remembered ¦ ms ¦ पुनर्प्राप्ती कोड: {t}
gujarati password ¦ Gujarati, password (પાસવર્ડ), as remembered ¦ p ¦ તમારો કામચલાઉ પાસવર્ડ {t} છે.
gujarati pin digits ¦ Gujarati, PIN in Gujarati digits (પિન), as remembered ¦ pin6:gu ¦ તમારો નવો પિન: {t}
gujarati otp ¦ Gujarati, verification code (ચકાસણી કોડ), as remembered ¦ pin8 ¦ ચકાસણી કોડ {t} કોઈને પણ જણાવશો નહીં
gujarati token ¦ Gujarati, access token (ઍક્સેસ ટોકન), as remembered ¦ tok ¦ ઍક્સેસ ટોકન: {t}
gurmukhi password ¦ Punjabi in Gurmukhi, secret word (ਗੁਪਤ ਸ਼ਬਦ), as remembered ¦ p ¦ ਤੁਹਾਡਾ ਗੁਪਤ ਸ਼ਬਦ {t} ਹੈ।
gurmukhi pin digits ¦ Punjabi in Gurmukhi, PIN in Gurmukhi digits (ਪਿੰਨ), as remembered ¦ pin6:pa ¦ ਤੁਹਾਡਾ ਨਵਾਂ ਪਿੰਨ: {t}
gurmukhi otp ¦ Punjabi in Gurmukhi, verification code (ਪੁਸ਼ਟੀਕਰਨ ਕੋਡ), as remembered ¦ pin6 ¦ ਤੁਹਾਡਾ ਪੁਸ਼ਟੀਕਰਨ ਕੋਡ {t} ਹੈ। ਇਹ ਕਿਸੇ ਨਾਲ ਸਾਂਝਾ ਨਾ ਕਰੋ।
gurmukhi recovery ¦ Punjabi in Gurmukhi, recovery code (ਰਿਕਵਰੀ ਕੋਡ), as remembered ¦ gh ¦ ਰਿਕਵਰੀ ਕੋਡ: {t}
shahmukhi password ¦ Punjabi in Shahmukhi, password (پاس ورڈ), as remembered ¦ p ¦ تہاڈا نواں پاس ورڈ {t} اے۔
shahmukhi otp ¦ Punjabi in Shahmukhi, verification code (تصدیقی کوڈ), as remembered ¦ pin6 ¦ تہاڈا تصدیقی کوڈ {t} اے، کسے نال سانجھا نہ کرو۔
shahmukhi key ¦ Punjabi in Shahmukhi, API key (اے پی آئی کنجی), as remembered ¦ tok ¦ اے پی آئی کنجی: {t}
odia password ¦ Odia, password (ପାସୱାର୍ଡ), as remembered ¦ p ¦ ଆପଣଙ୍କ ନୂଆ ପାସୱାର୍ଡ {t} ଅଟେ।
odia pin digits ¦ Odia, PIN in Odia digits (ପିନ୍), as remembered ¦ pin6:or ¦ ଆପଣଙ୍କ ପିନ୍: {t}
odia otp ¦ Odia, verification code (ଯାଞ୍ଚ କୋଡ୍), as remembered ¦ pin6 ¦ ଯାଞ୍ଚ କୋଡ୍ {t}, କାହାକୁ କୁହନ୍ତୁ ନାହିଁ।
assamese password ¦ Assamese, password (পাছৱৰ্ড), as remembered ¦ p ¦ আপোনাৰ নতুন পাছৱৰ্ড {t}
assamese otp digits ¦ Assamese, verification code in Assamese digits (সত্যাপন ক'ড), as remembered ¦ pin6:as ¦ আপোনাৰ সত্যাপন ক'ড {t}। কাকো নক'ব।
assamese secret ¦ Assamese, secret word (গোপন শব্দ), as remembered ¦ w3 ¦ গোপন শব্দ: {t}
sinhala password ¦ Sinhala, password (මුරපදය), as remembered ¦ p ¦ ඔබගේ නව මුරපදය: {t}
sinhala otp ¦ Sinhala, verification code (සත්‍යාපන කේතය), as remembered ¦ pin6 ¦ ඔබගේ සත්‍යාපන කේතය {t} වේ. එය කිසිවෙකු සමඟ බෙදා නොගන්න.
sinhala recovery ¦ Sinhala, recovery code (ප්‍රතිසාධන කේතය), as remembered ¦ ms ¦ ප්‍රතිසාධන කේතය: {t}
sinhala key ¦ Sinhala, API key (API යතුර), as remembered ¦ b64 ¦ API යතුර වලංගු නැත: {t}
nepali password ¦ Nepali, password (पासवर्ड) in a bank SMS, as remembered ¦ p ¦ तपाईंको नयाँ पासवर्ड {t} हो।
nepali pin digits ¦ Nepali, PIN in Devanagari digits (पिन नम्बर), as remembered ¦ pin8:dv ¦ तपाईंको पिन नम्बर {t} हो, कसैलाई नभन्नुहोस्।
nepali secret ¦ Nepali, secret word (गोप्य शब्द), as remembered ¦ w4 ¦ गोप्य शब्द: {t}
romanized nepali ¦ Nepali in Latin letters, as remembered ¦ p ¦ Hajur, wifi ko password {t} ho
dhivehi password ¦ Dhivehi in Thaana, password (ޕާސްވޯޑް), as remembered ¦ p ¦ ތިޔަބޭފުޅާގެ އާ ޕާސްވޯޑަކީ {t}
dhivehi pin ¦ Dhivehi in Thaana, PIN (ޕިން), as remembered ¦ pin6 ¦ ތިޔަބޭފުޅާގެ ޕިން: {t}
dhivehi otp ¦ Dhivehi in Thaana, one-time code (ވަގުތީ ކޯޑު), as remembered ¦ pin8 ¦ ވަގުތީ ކޯޑު {t} އެހެން މީހަކަށް ނުދައްކަވާ
sindhi password ¦ Sindhi in Arabic script, password (پاسورڊ), as remembered ¦ p ¦ توهان جو نئون پاسورڊ {t} آهي.
sindhi otp ¦ Sindhi in Arabic script, verification code (تصديقي ڪوڊ), as remembered ¦ pin6 ¦ توهان جو تصديقي ڪوڊ {t} آهي، ڪنهن کي به نه ٻڌايو.
sindhi secret ¦ Sindhi in Arabic script, secret word (ڳجهو لفظ), as remembered ¦ w3 ¦ ڳجهو لفظ: {t}
sindhi devanagari ¦ Sindhi in Devanagari, password (पासवर्ड), as remembered ¦ p ¦ तव्हां जो नओं पासवर्ड {t} आहे।
"""

_WORDS = [
    "banyan",
    "cardamom",
    "coir",
    "jackfruit",
    "kolam",
    "lotus",
    "mango",
    "monsoon",
    "neem",
    "peacock",
    "rangoli",
    "sitar",
    "tabla",
    "tamarind",
    "teak",
    "veena",
]


def _value(v: Values, kind: str) -> str:
    """``phrase_value``'s kinds, and ``pinN:xx``: N digits written in script xx's digits."""
    base, _, script = kind.partition(":")
    value = phrase_value(v, base, _WORDS)
    if script:
        value = value.translate(str.maketrans("0123456789", _DIGITS[script]))
    return value


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        _value,
        ("runtime", "note", "cause", "keyerror", "group", "context", "args", "oserror"),
    )
