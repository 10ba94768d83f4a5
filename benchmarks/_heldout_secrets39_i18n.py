"""Held-out set 39: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in other languages and scripts.

Fourteen languages no earlier set named (each grepped for by name in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; nearly every widely spoken language
and about seventy smaller ones did): Rajasthani, Mewari, Hadoti, Bhili, Malvi, Bagheli,
Tharu, Angika, Khortha, Sadri, Halbi, Gondi, Deccani (Dakhni, in Perso-Arabic script) and
Rangpuri (Kamtapuri, in Bengali script). Their phrases put each language's word for "your"
before the loanword for password, PIN or code that speakers use, as remembered (marked so).
The widely spoken languages use the words their sign-in pages use. Scripts: Latin,
Cyrillic, Greek, Hebrew, Arabic (Arabic, Persian, Urdu, Deccani), Devanagari, Bengali,
Gurmukhi, Gujarati, Telugu, Kannada, Malayalam, Tamil, Sinhala, Thai, Khmer, Georgian,
Armenian, Ethiopic, Han, Kana and Hangul.
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "anchor",
    "bramble",
    "chestnut",
    "drizzle",
    "ember",
    "fathom",
    "gravel",
    "harbor",
    "juniper",
    "kestrel",
    "lantern",
    "meadow",
    "nettle",
    "orchard",
    "pebble",
    "quiver",
    "saffron",
    "thistle",
]

ROWS = r"""
rajasthani password ¦ Rajasthani, थारो पासवर्ड (your password), Devanagari, as remembered ¦ p ¦ थारो पासवर्ड: {t}
mewari pin ¦ Mewari, थांको पिन (your PIN), Devanagari, as remembered ¦ pin6 ¦ थांको पिन {t} है
hadoti code ¦ Hadoti, थांको रिकवरी कोड (your recovery code), as remembered ¦ gh ¦ थांको रिकवरी कोड: {t}
bhili password ¦ Bhili, तारो पासवर्ड (your password), as remembered ¦ p ¦ तारो पासवर्ड {t} छे
malvi token ¦ Malvi, थाको टोकन (your token), as remembered ¦ tok ¦ थाको टोकन: {t}
bagheli password ¦ Bagheli, तोहार पासवर्ड (your password), as remembered ¦ p ¦ तोहार पासवर्ड आय {t}
tharu pin ¦ Tharu, तोहार पिन (your PIN), as remembered ¦ pin8 ¦ तोहार पिन: {t}
angika passphrase ¦ Angika, तोरऽ पासफ्रेज (your passphrase), as remembered ¦ w4 ¦ तोरऽ पासफ्रेज छेकै: {t}
khortha password ¦ Khortha, तोर पासवर्ड (your password), as remembered ¦ p ¦ तोर पासवर्ड: {t}
sadri api key ¦ Sadri (Nagpuri), तोर एपीआई की (your API key), as remembered ¦ tok ¦ तोर एपीआई की हके {t}
halbi code ¦ Halbi, तुचो कोड (your code), as remembered ¦ ms ¦ तुचो कोड: {t}
gondi password ¦ Gondi, निमा पासवर्ड (your password), Devanagari, as remembered ¦ p ¦ निमा पासवर्ड: {t}
deccani password ¦ Deccani (Dakhni), تمارا پاس ورڈ (your password), Perso-Arabic, as remembered ¦ p ¦ تمارا پاس ورڈ: {t}
rangpuri pin ¦ Rangpuri (Kamtapuri), তোমার পিন (your PIN), Bengali script, as remembered ¦ pin6 ¦ তোমার পিন: {t}
hindi password ¦ Hindi, पासवर्ड (password) ¦ p ¦ आपका पासवर्ड है: {t}
spanish recovery code ¦ Spanish, código de recuperación (recovery code) ¦ ms ¦ Tu código de recuperación: {t}
portuguese passphrase ¦ Portuguese, frase secreta (passphrase) ¦ w5 ¦ Sua frase secreta: {t}
french api key ¦ French, clé d'API (API key) ¦ tok ¦ Votre clé d'API : {t}
german token ¦ German, Zugriffstoken (access token) ¦ b64 ¦ Ihr Zugriffstoken lautet {t}
italian pin ¦ Italian, codice PIN ¦ pin8 ¦ Il tuo codice PIN è {t}
turkish password ¦ Turkish, şifre (password) ¦ p ¦ Şifreniz: {t}
indonesian recovery code ¦ Indonesian, kode pemulihan (recovery code) ¦ google ¦ Kode pemulihan Anda: {t}
swahili password ¦ Swahili, nenosiri (password) ¦ p ¦ Nenosiri lako ni {t}
russian pin ¦ Russian, ПИН-код (PIN code), Cyrillic ¦ pin6 ¦ Ваш ПИН-код: {t}
greek recovery code ¦ Greek, κωδικός ανάκτησης (recovery code) ¦ gh ¦ Ο κωδικός ανάκτησής σας: {t}
hebrew password ¦ Hebrew, סיסמה (password) ¦ p ¦ הסיסמה שלך: {t}
arabic api key ¦ Arabic, مفتاح API (API key) ¦ tok ¦ مفتاح API الخاص بك: {t}
persian passphrase ¦ Persian, عبارت عبور (passphrase) ¦ w4 ¦ عبارت عبور شما: {t}
punjabi password ¦ Punjabi, ਪਾਸਵਰਡ (password), Gurmukhi ¦ p ¦ ਤੁਹਾਡਾ ਪਾਸਵਰਡ: {t}
gujarati pin ¦ Gujarati, પિન (PIN), Gujarati script ¦ pin6 ¦ તમારો પિન: {t}
telugu password ¦ Telugu, పాస్‌వర్డ్ (password) ¦ p ¦ మీ పాస్‌వర్డ్: {t}
kannada recovery code ¦ Kannada, ಮರುಪಡೆಯುವಿಕೆ ಕೋಡ್ (recovery code) ¦ ms ¦ ನಿಮ್ಮ ಮರುಪಡೆಯುವಿಕೆ ಕೋಡ್: {t}
malayalam password ¦ Malayalam, പാസ്‌വേഡ് (password) ¦ p ¦ നിങ്ങളുടെ പാസ്‌വേഡ്: {t}
sinhala pin ¦ Sinhala, රහස් අංකය (secret number) ¦ pin6 ¦ ඔබගේ රහස් අංකය: {t}
khmer password ¦ Khmer, ពាក្យសម្ងាត់ (password) ¦ p ¦ ពាក្យសម្ងាត់របស់អ្នក៖ {t}
georgian password ¦ Georgian, პაროლი (password) ¦ p ¦ თქვენი პაროლი: {t}
armenian token ¦ Armenian, մուտքի թոքեն (access token) ¦ b64 ¦ Ձեր մուտքի թոքենը՝ {t}
amharic pin ¦ Amharic, ሚስጥራዊ ቁጥር (secret number), Ethiopic ¦ pin8 ¦ የእርስዎ ሚስጥራዊ ቁጥር፦ {t}
japanese recovery code ¦ Japanese, リカバリーコード (recovery code) ¦ gh ¦ リカバリーコード：{t}
korean password ¦ Korean, 비밀번호 (password) ¦ p ¦ 비밀번호: {t}
chinese api key ¦ Chinese, API 密钥 (API key) ¦ tok ¦ 您的 API 密钥：{t}
tamil password ¦ Tamil, கடவுச்சொல் (password) ¦ p ¦ உங்கள் கடவுச்சொல்: {t}
thai recovery code ¦ Thai, รหัสกู้คืน (recovery code) ¦ gh ¦ รหัสกู้คืนของคุณคือ {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("note", "context", "args", "runtime", "keyerror", "group", "cause", "oserror"),
    )
