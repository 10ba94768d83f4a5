"""Held-out set 30: recovery keys and phrases, backup codes, passwords, app passwords, PINs
and secret words named in 42 languages (16 that no earlier set named) and 15 scripts.

Each phrase was grepped for (as a fixed string) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; none matched (``mot d'passe``, ``აღდგენის გასაღები``,
``पुनर्प्राप्ति कुंजी``, ``ключ восстановления``, ``kurtarma anahtarı``, ``kode cadangan``,
``резервний код``, ``Wiederherstellungsschlüssel``, ``恢复密钥``, ``পুনরুদ্ধার কী``,
``गुप्त शब्द``, ``PIN-код``, ``PIN-koodi`` and ``リカバリーキー`` matched and were replaced).
Widely spoken languages appear with words earlier sets had not used for them: recovery
phrases (Georgian ``აღდგენის ფრაზა``, Russian ``фраза восстановления``, Korean ``복구 구문``,
Thai ``วลีกู้คืน``, Arabic ``عبارة الاسترداد``, Turkish ``kurtarma ifadesi``, Vietnamese
``cụm từ khôi phục``, Indonesian ``frasa pemulihan``, German ``Wiederherstellungsphrase``,
Chinese ``助记词``, Persian ``عبارت بازیابی``), recovery keys (Ukrainian ``ключ відновлення``,
Korean ``복구 키``, Thai ``คีย์กู้คืน``, Polish ``klucz odzyskiwania``, Spanish ``clave de
recuperación``, Portuguese ``chave de recuperação``, French ``clé de récupération``,
Amharic ``የመልሶ ማግኛ ቁልፍ``), backup codes and PINs (Hindi ``बैकअप पिन``, Tamil ``காப்பு
குறியீடு``, Japanese ``バックアップコード``, Hebrew ``קוד גיבוי``, Arabic ``رمز التحقق
الاحتياطي``, Persian ``کد پشتیبان``, Vietnamese ``mã dự phòng``, Greek ``εφεδρικός
κωδικός``, Russian ``ПИН-код``, Danish ``pinkode``, Swedish ``pinkod``, Portuguese ``código
PIN``) and secret words (Tamil ``ரகசிய சொற்றொடர்``, Armenian ``գաղտնի արտահայտություն``,
Hebrew ``מילת סוד``, Tigrinya ``ቃለ ምስጢር``). Sixteen languages no earlier set named (each
grepped for by name; Kashubian, Romansh, Occitan, Chuvash, Karelian, Cherokee, Wolof, Pashto,
Maithili, Uyghur, Hakka, Hokkien, Ladin, Tulu, Võro, Seto, Latgalian, Silesian, Picard,
Ligurian, Venetian, Bavarian and about 150 more did) name a password, a code, a PIN or a
key: Shanghainese (``侬个恢复码``, Han), Taishanese (``恢復碼`` with ``係``, Han), Haryanvi
(``थारा पासवर्ड``), Marwari (``थांरो पासवर्ड``), Garhwali (``तुमारु पिन``), Kumaoni (``तुमर
रिकभरी कोड``), Magahi (``तोहर पासवर्ड``; all Devanagari), Sylheti (``আফনার পাসওয়ার্ড``) and
Chittagonian (``অনর গোপন নম্বর``; Bengali script), Karaim (``jašyryn söz``), Altai (``јажыт
сöс``, Cyrillic), Swabian (``Dei Passwort isch``), Lombard (``La tò password``), Samogitian
(``slaptažuodis``), Lemko (``Твій пароль``, Cyrillic) and Pontic Greek (``Το κρυφόν``,
Greek). Their phrases were built from each language's words for "your", "secret", "word"
and "is" as remembered, not copied from a localized product, so a speaker may find some
odd. Scripts: Latin, Cyrillic, Greek, Arabic, Hebrew, Armenian, Georgian, Ethiopic,
Devanagari, Bengali, Tamil, Thai, Han, Kana and Hangul.
"""

from __future__ import annotations

import string

from _heldout_secrets_harness import ALNUM, DIGITS, HEX, Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_UPPER = string.ascii_uppercase + DIGITS
_WORDS = [
    "alder",
    "bracken",
    "culvert",
    "dunlin",
    "estuary",
    "foxglove",
    "garnet",
    "hawthorn",
    "isthmus",
    "jackdaw",
    "knoll",
    "lichen",
    "mullion",
    "nightjar",
    "orrery",
    "pumice",
    "quarry",
    "sorrel",
    "tamarack",
    "umber",
    "vetch",
    "wicket",
]

ROWS = r"""
shanghainese recovery ¦ Shanghainese, 侬个恢复码 (your recovery code) with 是 and 覅, Han, as remembered ¦ ms ¦ 登录勿成功。侬个恢复码是 {t}，覅拨别人看。
taishanese recovery ¦ Taishanese, 恢復碼 in traditional characters with 係, Han, as remembered ¦ gh ¦ 你個恢復碼係 {t}，唔好畀人睇。
haryanvi password ¦ Haryanvi, थारा पासवर्ड (your password) with सै, Devanagari ¦ p ¦ थारा पासवर्ड सै: {t}
marwari password ¦ Marwari, थांरो पासवर्ड (your password), Devanagari ¦ p ¦ थांरो पासवर्ड है — {t}
garhwali pin ¦ Garhwali, तुमारु पिन (your PIN) with छ, Devanagari ¦ pin6 ¦ तुमारु पिन छ: {t}
kumaoni recovery ¦ Kumaoni, तुमर रिकभरी कोड (your recovery code), Devanagari ¦ bitlocker ¦ तुमर रिकभरी कोड: {t}
magahi password ¦ Magahi, तोहर पासवर्ड (your password) with हे, Devanagari ¦ w4 ¦ तोहर पासवर्ड हे "{t}"
sylheti password ¦ Sylheti, আফনার পাসওয়ার্ড (your password) with অইল, Bengali script ¦ p ¦ আফনার পাসওয়ার্ড অইল {t}
chittagonian number ¦ Chittagonian, অনর গোপন নম্বর (your secret number), Bengali script ¦ pin8 ¦ অনর গোপন নম্বর: {t}
karaim secret word ¦ Karaim, jašyryn söz (secret word), Latin, as remembered ¦ p ¦ Sizin jašyryn söziñiz: {t}
altai secret word ¦ Altai, јажыт сöс (secret word), Cyrillic, as remembered ¦ p ¦ Слердиҥ јажыт сöзиҥер: {t}
swabian password ¦ Swabian, Dei Passwort isch (your password is) ¦ p ¦ Dei Passwort isch {t}, gell.
lombard app password ¦ Lombard, La tò password (your password) with l'è ¦ app ¦ La tò password de l'app l'è: {t}
samogitian password ¦ Samogitian, slaptažuodis (password, with its uo) ¦ p ¦ Tava slaptažuodis: {t}
lemko password ¦ Lemko, Твій пароль (your password) with є, Cyrillic ¦ p ¦ Твій пароль є: {t}
pontic code ¦ Pontic Greek, Το κρυφόν (the secret) with εν, Greek, as remembered ¦ google ¦ Το κρυφόν ο κωδικός σ' εν {t}
georgian recovery phrase ¦ Georgian, აღდგენის ფრაზა (recovery phrase) ¦ w6 ¦ თქვენი აღდგენის ფრაზა: {t}
russian recovery phrase ¦ Russian, фраза восстановления (recovery phrase) ¦ w6 ¦ Ваша фраза восстановления: {t}. Никому её не показывайте.
ukrainian recovery key ¦ Ukrainian, ключ відновлення (recovery key) ¦ apple ¦ Ваш ключ відновлення: {t}
hindi backup pin ¦ Hindi, बैकअप पिन (backup PIN) ¦ pin8 ¦ आपका बैकअप पिन {t} है
tamil secret phrase ¦ Tamil, ரகசிய சொற்றொடர் (secret phrase) ¦ w5 ¦ உங்கள் ரகசிய சொற்றொடர்: {t}
tamil backup code ¦ Tamil, காப்பு குறியீடு (backup code) ¦ gh ¦ காப்பு குறியீடு {t} (ஒருமுறை மட்டும்)
korean recovery phrase ¦ Korean, 복구 구문 (recovery phrase) ¦ w6 ¦ 지갑 복구 구문: {t}
korean recovery key ¦ Korean, 복구 키 (recovery key) ¦ ms ¦ 복구 키는 {t} 입니다.
japanese backup code ¦ Japanese, バックアップコード ¦ gh ¦ バックアップコード：{t}（一度だけ使えます）
thai recovery phrase ¦ Thai, วลีกู้คืน (recovery phrase) ¦ w5 ¦ วลีกู้คืนของคุณคือ {t}
thai recovery key ¦ Thai, คีย์กู้คืน (recovery key) ¦ apple ¦ คีย์กู้คืน: {t}
armenian secret phrase ¦ Armenian, գաղտնի արտահայտություն (secret phrase) ¦ w4 ¦ Ձեր գաղտնի արտահայտությունը՝ {t}
hebrew backup code ¦ Hebrew, קוד גיבוי (backup code) ¦ gh ¦ קוד גיבוי: {t}
hebrew secret word ¦ Hebrew, מילת סוד (secret word) ¦ p ¦ מילת הסוד שלך היא {t}
arabic recovery phrase ¦ Arabic, عبارة الاسترداد (recovery phrase) ¦ w6 ¦ عبارة الاسترداد الخاصة بك: {t}
arabic backup code ¦ Arabic, رمز التحقق الاحتياطي (backup verification code) ¦ google ¦ رمز التحقق الاحتياطي: {t}
persian backup code ¦ Persian, کد پشتیبان (backup code) ¦ gh ¦ کد پشتیبان شما: {t}
persian recovery phrase ¦ Persian, عبارت بازیابی (recovery phrase) ¦ w5 ¦ عبارت بازیابی کیف پول: {t}
turkish recovery phrase ¦ Turkish, kurtarma ifadesi (recovery phrase) ¦ w5 ¦ Cüzdan kurtarma ifadeniz: {t}
vietnamese backup code ¦ Vietnamese, mã dự phòng (backup code) ¦ google ¦ Mã dự phòng của bạn: {t}
vietnamese recovery phrase ¦ Vietnamese, cụm từ khôi phục (recovery phrase) ¦ w6 ¦ Cụm từ khôi phục: {t}
indonesian recovery phrase ¦ Indonesian, frasa pemulihan (recovery phrase) ¦ w5 ¦ Frasa pemulihan Anda: {t}
polish recovery key ¦ Polish, klucz odzyskiwania (recovery key) ¦ ms ¦ Klucz odzyskiwania: {t}
spanish recovery key ¦ Spanish, clave de recuperación (recovery key) ¦ bitlocker ¦ Clave de recuperación de BitLocker: {t}
portuguese recovery key ¦ Portuguese, chave de recuperação (recovery key) ¦ apple ¦ Sua chave de recuperação é {t}
french recovery key ¦ French, clé de récupération (recovery key) ¦ bitlocker ¦ Clé de récupération : {t}
german recovery phrase ¦ German, Wiederherstellungsphrase (recovery phrase) ¦ w6 ¦ Ihre Wiederherstellungsphrase lautet: {t}
chinese mnemonic ¦ Chinese, 助记词 (a wallet's mnemonic words) ¦ w6 ¦ 请抄写您的助记词：{t}
amharic recovery key ¦ Amharic, የመልሶ ማግኛ ቁልፍ (recovery key), Ethiopic ¦ ms ¦ የመልሶ ማግኛ ቁልፍዎ፦ {t}
tigrinya password ¦ Tigrinya, ቃለ ምስጢር (secret word), Ethiopic ¦ p ¦ ናትካ ቃለ ምስጢር፦ {t}
greek backup code ¦ Greek, εφεδρικός κωδικός (backup code) ¦ gh ¦ Εφεδρικός κωδικός: {t}
russian pin ¦ Russian, ПИН-код (PIN) ¦ pin6 ¦ Ваш ПИН-код: {t}
danish pin ¦ Danish, pinkode (PIN) ¦ pin8 ¦ Din pinkode er {t}
swedish pin ¦ Swedish, pinkod (PIN) ¦ pin6 ¦ Din pinkod: {t}
portuguese pin ¦ Portuguese, código PIN ¦ pin8 ¦ O seu código PIN é {t}
"""


def _value(v: Values, kind: str) -> str:
    if kind == "p":
        return v.pw()
    if kind.startswith("pin"):
        return v.gen("123456789", 1) + v.gen(DIGITS, int(kind[3:]) - 1)
    if kind == "gh":
        return v.gen(HEX, 5) + "-" + v.gen(HEX, 5)
    if kind == "google":
        return v.gen(DIGITS, 4) + " " + v.gen(DIGITS, 4)
    if kind == "ms":
        return "-".join(v.gen(_UPPER, 5) for _ in range(5))
    if kind == "apple":
        return "-".join(v.gen(_UPPER, 4) for _ in range(7))
    if kind == "bitlocker":  # eight groups of six digits
        return "-".join(v.gen(DIGITS, 6) for _ in range(8))
    if kind == "app":  # four groups of four lower-case letters, as app passwords are shown
        return " ".join(v.gen(string.ascii_lowercase, 4) for _ in range(4))
    if kind == "tok":
        return v.gen(ALNUM, 40)
    if kind.startswith("w"):
        return " ".join(v.r.choice(_WORDS) for _ in range(int(kind[1:])))
    raise AssertionError(kind)


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v, ROWS, _value, ("runtime", "note", "oserror", "cause", "group", "keyerror")
    )
