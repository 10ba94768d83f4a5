"""Held-out set 43: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in languages of South and Southeast Asia and the Pacific, in their scripts.

Eleven languages no earlier set named (each grepped for by name in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; about 110 others did, among them
Assamese, Sinhala, Khmer, Lao, Ilocano, Tongan, Fijian, Maori, Tetum, Hiligaynon, Waray,
Kapampangan, Sundanese, Balinese, Tok Pisin, Bislama, Chamorro, Tahitian, Dhivehi, Nepali,
Sindhi, Meitei, Mizo, Khasi, Shan, Karen and Hmong): Jinghpaw (Kachin), Batak Toba,
Makassarese, Kankanaey, Ivatan, Tày, Gurung, Kokborok, Rotuman, Pitjantjatjara and Torres
Strait Creole (Yumplatok). Their phrases were built from each language's words for your,
secret, word and number, or the loan "password" the way speakers write it, as remembered
(marked so); the better-known languages use the words their localized sign-in pages use.
Scripts: Latin, Devanagari, Bengali-Assamese, Odia, Gurmukhi, Gujarati, Tamil, Telugu,
Kannada, Malayalam, Sinhala, Thaana, Arabic (Urdu, Sindhi), Thai, Lao, Khmer, Myanmar and
Meitei Mayek.
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "atoll",
    "breadfruit",
    "cassava",
    "durian",
    "frangipani",
    "gecko",
    "hornbill",
    "jackfruit",
    "kingfisher",
    "lagoon",
    "mangrove",
    "nipa",
    "outrigger",
    "pandanus",
    "rambutan",
    "sago",
    "tamarind",
    "monsoon",
]

ROWS = r"""
jinghpaw password ¦ Jinghpaw (Kachin), na a password (your password), Latin, as remembered ¦ p ¦ Na a password gaw {t} re
batak toba password ¦ Batak Toba, hata sandi muna (your password word), Latin, as remembered ¦ p ¦ Hata sandi muna: {t}
makassarese pin ¦ Makassarese, PIN rahasianu (your secret PIN), Latin, as remembered ¦ pin6 ¦ PIN rahasianu iamintu {t}
kankanaey code ¦ Kankanaey, say code mo ay maki-recover (your recovery code), Latin, as remembered ¦ gh ¦ Say code mo ay maki-recover et {t}
ivatan password ¦ Ivatan, password mo (your password), Latin, as remembered ¦ p ¦ Password mo am {t}
tay password ¦ Tày, mật khẩu của mầu (your password), Latin with Vietnamese letters, as remembered ¦ p ¦ Mật khẩu của mầu: {t}
gurung pin ¦ Gurung, क्ह्लो गोप्य PIN (your secret PIN), Devanagari, as remembered ¦ pin8 ¦ क्ह्लो गोप्य PIN: {t}
kokborok password ¦ Kokborok, nwng-ni password (your password), Latin, as remembered ¦ p ¦ Nwng-ni password tei {t}
rotuman secret word ¦ Rotuman, ou ‘os fäeag ma‘ak (your secret words), Latin, as remembered ¦ w4 ¦ Ou ‘os fäeag ma‘ak: {t}
pitjantjatjara password ¦ Pitjantjatjara, nyuntumpa password (your password), Latin, as remembered ¦ p ¦ Nyuntumpa password palu {t}
yumplatok token ¦ Torres Strait Creole (Yumplatok), yu token blo yu (your token), Latin, as remembered ¦ tok ¦ Disla yu token blo yu: {t}
assamese password ¦ Assamese, পাছৱৰ্ড (password), Bengali-Assamese script ¦ p ¦ আপোনাৰ পাছৱৰ্ড: {t}
sinhala password ¦ Sinhala, මුරපදය (password), Sinhala script ¦ p ¦ ඔබගේ මුරපදය: {t}
sinhala recovery code ¦ Sinhala, ප්‍රතිසාධන කේතය (recovery code) ¦ ms ¦ ඔබගේ ප්‍රතිසාධන කේතය: {t}
khmer password ¦ Khmer, ពាក្យសម្ងាត់ (secret word, password), Khmer script ¦ p ¦ ពាក្យសម្ងាត់របស់អ្នកគឺ {t}
khmer pin ¦ Khmer, លេខកូដ PIN (PIN code) ¦ pin6 ¦ លេខកូដ PIN របស់អ្នក៖ {t}
lao password ¦ Lao, ລະຫັດຜ່ານ (pass code, password), Lao script ¦ p ¦ ລະຫັດຜ່ານຂອງທ່ານແມ່ນ {t}
burmese recovery code ¦ Burmese, ပြန်လည်ရယူရေးကုဒ် (recovery code), Myanmar script ¦ gh ¦ သင်၏ ပြန်လည်ရယူရေးကုဒ်: {t}
thai api key ¦ Thai, คีย์ API (API key) ¦ tok ¦ คีย์ API ของคุณคือ {t}
thai passphrase ¦ Thai, วลีรหัสผ่าน (passphrase) ¦ w5 ¦ วลีรหัสผ่านของคุณ: {t}
vietnamese token ¦ Vietnamese, mã truy cập (access token) ¦ b64 ¦ Mã truy cập của bạn: {t}
indonesian recovery code ¦ Indonesian, kode pemulihan (recovery code) ¦ google ¦ Kode pemulihan Anda: {t}
malay password ¦ Malay, kata laluan (password) ¦ p ¦ Kata laluan anda ialah {t}
tagalog pin ¦ Tagalog, iyong PIN (your PIN) ¦ pin6 ¦ Ang iyong PIN ay {t}
javanese password ¦ Javanese, tembung sandhi (password), Latin ¦ p ¦ Tembung sandhi panjenengan: {t}
tetum password ¦ Tetum, liafuan-xave (password), Latin ¦ p ¦ Ita-nia liafuan-xave mak {t}
tok pisin password ¦ Tok Pisin, paswot bilong yu (your password) ¦ p ¦ Paswot bilong yu em {t}
maori password ¦ Māori, kupuhipa (password) ¦ p ¦ Ko tō kupuhipa: {t}
fijian password ¦ Fijian, vosa vuni (hidden word, password) ¦ p ¦ Na nomu vosa vuni: {t}
tongan passphrase ¦ Tongan, lea fufū (hidden words) ¦ w4 ¦ Ko ho‘o lea fufū: {t}
hindi recovery code ¦ Hindi, रिकवरी कोड (recovery code), Devanagari ¦ ms ¦ आपका रिकवरी कोड: {t}
nepali password ¦ Nepali, पासवर्ड (password), Devanagari ¦ p ¦ तपाईंको पासवर्ड: {t}
punjabi pin ¦ Punjabi, ਪਿੰਨ (PIN), Gurmukhi ¦ pin8 ¦ ਤੁਹਾਡਾ ਪਿੰਨ: {t}
gujarati password ¦ Gujarati, પાસવર્ડ (password), Gujarati script ¦ p ¦ તમારો પાસવર્ડ: {t}
telugu api key ¦ Telugu, API కీ (API key), Telugu script ¦ tok ¦ మీ API కీ: {t}
kannada password ¦ Kannada, ಪಾಸ್‌ವರ್ಡ್ (password), Kannada script ¦ p ¦ ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್: {t}
malayalam recovery code ¦ Malayalam, വീണ്ടെടുക്കൽ കോഡ് (recovery code), Malayalam script ¦ gh ¦ നിങ്ങളുടെ വീണ്ടെടുക്കൽ കോഡ്: {t}
tamil token ¦ Tamil, அணுகல் டோக்கன் (access token) ¦ b64 ¦ உங்கள் அணுகல் டோக்கன்: {t}
odia password ¦ Odia, ପାସୱାର୍ଡ (password), Odia script ¦ p ¦ ଆପଣଙ୍କ ପାସୱାର୍ଡ: {t}
dhivehi password ¦ Dhivehi, ޕާސްވޯޑް (password), Thaana ¦ p ¦ ތިބާގެ ޕާސްވޯޑް: {t}
urdu recovery code ¦ Urdu, بازیابی کوڈ (recovery code), Arabic script ¦ google ¦ آپ کا بازیابی کوڈ: {t}
sindhi password ¦ Sindhi, پاسورڊ (password), Arabic script ¦ p ¦ توهان جو پاسورڊ: {t}
meitei password ¦ Meitei (Manipuri), ꯄꯥꯁꯋꯥꯔꯗ (password), Meitei Mayek, as remembered ¦ p ¦ ꯅꯍꯥꯛꯀꯤ ꯄꯥꯁꯋꯥꯔꯗ: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("note", "runtime", "context", "keyerror", "group", "args", "cause", "oserror"),
    )
