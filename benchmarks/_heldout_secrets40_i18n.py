"""Held-out set 40: passwords, PINs, recovery codes, API keys and tokens named in 39
languages, most of 5 to 50 million speakers, in 17 scripts (Latin, Cyrillic, Greek, Hebrew,
Arabic, Devanagari, Bengali, Tamil, Thai, Georgian, Armenian, Ethiopic, Sinhala, Khmer, Lao,
Han, Hangul).

Thirteen languages no earlier set named (each grepped for by name in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file): Swiss German, Moroccan Darija,
Algerian, Tunisian, Levantine, Iraqi (Mesopotamian) and Sudanese Arabic, Xiang, Bhili,
Tshiluba, Makhuwa, Sukuma and Mooré. The other 26 (Serbian, Slovak, Danish, Bulgarian,
Kazakh, Azerbaijani, Uzbek, Sinhala, Khmer, Lao, Nepali, Assamese, Sindhi, Pashto, Somali,
Zulu, Tigrinya, Igbo, Hausa, Greek, Hebrew, Georgian, Armenian, Tamil, Thai, Korean) were
named by earlier sets, with other words. Words for the better-known languages are the ones
their sign-in pages use; the rest are marked "as remembered" (not looked up).
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, DIGITS, HEX, Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = ["lantern", "meadow", "copper", "thistle", "harbor", "sparrow", "granite", "willow"]

ROWS = r"""
serbian password ¦ Serbian, лозинка (password), Cyrillic ¦ p ¦ Ваша лозинка је: {t}
slovak pin ¦ Slovak, PIN kód ¦ pin6 ¦ Váš PIN kód: {t}
danish recovery code ¦ Danish, gendannelseskode (recovery code) ¦ gh ¦ Din gendannelseskode: {t}
bulgarian api key ¦ Bulgarian, API ключ, Cyrillic ¦ tok ¦ Вашият API ключ: {t}
kazakh password ¦ Kazakh, құпиясөз (password), Cyrillic ¦ p ¦ Сіздің құпиясөзіңіз: {t}
azerbaijani password ¦ Azerbaijani, şifrə (password) ¦ p ¦ Sizin şifrəniz: {t}
uzbek pin ¦ Uzbek, PIN-kod ¦ pin6 ¦ Sizning PIN-kodingiz: {t}
sinhala password ¦ Sinhala, මුරපදය (password), Sinhala script ¦ p ¦ ඔබගේ මුරපදය: {t}
khmer password ¦ Khmer, ពាក្យសម្ងាត់ (password), Khmer script ¦ p ¦ ពាក្យសម្ងាត់របស់អ្នក៖ {t}
lao password ¦ Lao, ລະຫັດຜ່ານ (password), Lao script ¦ p ¦ ລະຫັດຜ່ານຂອງທ່ານ: {t}
nepali token ¦ Nepali, पहुँच टोकन (access token), Devanagari ¦ tok ¦ तपाईंको पहुँच टोकन: {t}
assamese pin ¦ Assamese, গোপন পিন (secret PIN), Bengali script ¦ pin8 ¦ আপোনাৰ গোপন পিন: {t}
sindhi password ¦ Sindhi, پاسورڊ (password), Arabic script ¦ p ¦ توهان جو پاسورڊ: {t}
pashto password ¦ Pashto, پټنوم (password), Arabic script ¦ p ¦ ستاسو پټنوم: {t}
somali password ¦ Somali, furaha sirta ah (secret key) ¦ tok ¦ Furahaaga sirta ah: {t}
zulu password ¦ Zulu, iphasiwedi (password) ¦ p ¦ Iphasiwedi yakho: {t}
tigrinya password ¦ Tigrinya, መሕለፊ ቃል (pass word), Ethiopic ¦ p ¦ ናትካ መሕለፊ ቃል፦ {t}
igbo passphrase ¦ Igbo, okwuntughe (password word) ¦ w4 ¦ Okwuntughe gị bụ: {t}
hausa recovery code ¦ Hausa, lambar dawo da asusu (account recovery number) ¦ gh ¦ Lambar dawo da asusunka: {t}
greek pin ¦ Greek, κωδικός PIN ¦ pin6 ¦ Ο κωδικός PIN σας: {t}
hebrew api key ¦ Hebrew, מפתח API ¦ tok ¦ מפתח ה-API שלך: {t}
georgian password ¦ Georgian, პაროლი (password) ¦ p ¦ თქვენი პაროლი: {t}
armenian recovery code ¦ Armenian, վերականգնման կոդ (recovery code) ¦ gh ¦ Ձեր վերականգնման կոդը՝ {t}
tamil pin ¦ Tamil, ரகசிய PIN (secret PIN) ¦ pin8 ¦ உங்கள் ரகசிய PIN: {t}
thai token ¦ Thai, โทเค็นการเข้าถึง (access token) ¦ tok ¦ โทเค็นการเข้าถึงของคุณ: {t}
korean recovery code ¦ Korean, 복구 코드 (recovery code), Hangul ¦ gh ¦ 복구 코드: {t}
swiss german password ¦ Swiss German, Passwort (password), as remembered ¦ p ¦ Dis Passwort isch: {t}
moroccan darija password ¦ Moroccan Darija, كلمة السر ديالك (your password), Arabic script ¦ p ¦ كلمة السر ديالك هي: {t}
algerian arabic pin ¦ Algerian Arabic, الكود السري تاعك (your secret code), Arabic script ¦ pin6 ¦ الكود السري تاعك: {t}
tunisian arabic recovery code ¦ Tunisian Arabic, كود الاسترجاع متاعك (your recovery code), Arabic script ¦ gh ¦ كود الاسترجاع متاعك: {t}
levantine arabic password ¦ Levantine Arabic, كلمة السر تبعك (your password), Arabic script ¦ p ¦ كلمة السر تبعك: {t}
iraqi arabic pin ¦ Iraqi (Mesopotamian) Arabic, الرمز السري مالتك (your secret code), Arabic script ¦ pin8 ¦ الرمز السري مالتك: {t}
sudanese arabic password ¦ Sudanese Arabic, كلمة السر حقتك (your password), Arabic script ¦ p ¦ كلمة السر حقتك: {t}
xiang password ¦ Xiang (Changsha), 你咯密码 (your password), Han, as remembered ¦ p ¦ 你咯密码是：{t}
bhili password ¦ Bhili, तारो पासवर्ड (your password), Devanagari, as remembered ¦ p ¦ तारो पासवर्ड: {t}
tshiluba secret word ¦ Tshiluba, dîyi dia musokoko (secret word), as remembered ¦ w4 ¦ Dîyi dienu dia musokoko: {t}
makhuwa pin ¦ Makhuwa, nomero ya siri (secret number), as remembered ¦ pin6 ¦ Nomero anyu ya siri: {t}
sukuma token ¦ Sukuma, tokeni ya kwingila (entry token), as remembered ¦ tok ¦ Tokeni yako ya kwingila: {t}
mossi password ¦ Mooré (Mossi), sebr-sɩlmã (hidden word), as remembered ¦ p ¦ Fo sebr-sɩlmã yaa: {t}
"""


def _value(v: Values, kind: str) -> str:
    if kind == "p":
        return v.pw()
    if kind.startswith("pin"):
        return v.gen("123456789", 1) + v.gen(DIGITS, int(kind[3:]) - 1)
    if kind == "gh":
        return v.gen(HEX, 5) + "-" + v.gen(HEX, 5)
    if kind == "tok":
        return v.gen(ALNUM, 36)
    if kind.startswith("w"):
        return " ".join(v.r.choice(_WORDS) for _ in range(int(kind[1:])))
    raise AssertionError(kind)


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(v, ROWS, _value, ("note", "runtime", "keyerror", "context", "args"))
