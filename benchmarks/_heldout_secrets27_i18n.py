"""Held-out set 27: PINs, recovery codes, recovery keys, access codes, tokens, API keys,
passphrases and passwords named in 36 languages and 16 scripts.

Each phrase was grepped for (as a fixed string) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; none matched (``кистэлэҥ тыл``, ``mawu achinsinsi``,
``iphasiwedi``, ``الرمز السري``, ``קוד שחזור``, ``رمز الاسترداد``, ``ਪਾਸਵਰਡ``, ``પાસવર્ડ``,
``ಪಾಸ್‌ವರ್ಡ್``, ``പാസ്‌വേഡ്``, ``访问令牌``, ``暗証番号``, ``복구 코드``, ``нууц үг`` and about twenty
more matched and were replaced). Widely spoken languages
appear with words earlier sets had not used for them: recovery keys (Greek ``κλειδί
ανάκτησης``, German ``Wiederherstellungsschlüssel``, Russian ``ключ восстановления``,
Armenian ``վերականգնման բանալի``, Bengali ``পুনরুদ্ধার কী``), recovery codes (Persian ``کد
بازیابی``, Urdu ``بحالی کوڈ``, Marathi ``पुनर्प्राप्ती कोड``, Telugu ``రికవరీ కోడ్``, Thai
``รหัสกู้คืน``, Punjabi ``ਰਿਕਵਰੀ ਕੋਡ``, Traditional Chinese ``復原碼``), backup codes (Spanish
``código de respaldo``, Polish ``kod zapasowy``, Ukrainian ``резервний код``, Estonian
``varakood``, Lithuanian ``atkūrimo kodas``), one-time passwords (Chinese ``动态口令``), PINs
(Finnish ``PIN-koodi``, Vietnamese ``mã PIN``), access codes (Indonesian ``kode akses``),
an API key (Japanese ``API キー``), a secret code (Tamil ``ரகசிய குறியீடு``), passphrases
(Georgian ``კოდური ფრაზა``, Odia ``ସଙ୍କେତ ଶବ୍ଦ``) and passwords (Tigrinya ``ቃል ምሕላፍ``, Yoruba
``ọrọ aṣínà``). Ten languages no earlier set named (each grepped for by name as a whole word;
Sakha, Chichewa, Siswati's Zulu loanword and about 130 names such as Faroese, Sorbian,
Friulian, Romansh, Sardinian, Occitan, Breton, Chuvash, Tatar, Ossetian, Wolof, Hausa,
Tigrinya's neighbour Oromo, Somali, Lingala, Shona and Xhosa matched) name a code or a
password: Yakut (``киирии кода``, "entry code", Cyrillic), Swati (``inombolo yemfihlo``,
"secret number", a PIN), Hassaniya Arabic (``الكود السري``), Gagauz (``saklı söz``), Bavarian
(``Geheimzoi``, a PIN), Alemannic (``Gheimnummere``, a PIN), Walloon (``mot d'
passaedje``), Arbëresh (``fjalë e fshehtë``), Leonese (``pallabra de pasu``) and
Extremaduran (``palabra de passi``). Their phrases were built from each language's words for
"secret", "hidden", "number", "entry" and "word" as remembered, not copied from a localized
product, so a speaker may find some odd; the source column names the form. Scripts: Latin,
Cyrillic, Greek, Arabic, Devanagari, Bengali, Telugu, Tamil, Gurmukhi, Odia, Thai,
Georgian, Armenian, Ethiopic, Han and Kana.

Values vary as such values do: PINs of six and eight digits, GitHub-style and
Google-style recovery codes, Microsoft-style and Apple-style groups, BitLocker-style
recovery keys of eight groups of six digits, API keys, one-time codes, passphrases of
words and typed passwords.
"""

from __future__ import annotations

import dataclasses
import string

from _heldout_secrets_harness import ALNUM, DIGITS, HEX, Case, Values

__all__ = ["i18n_cases"]

_UPPER = string.ascii_uppercase + DIGITS
_WORDS = [
    "quarry",
    "lantern",
    "meadow",
    "ferrous",
    "glacier",
    "hollow",
    "juniper",
    "kestrel",
    "lichen",
    "marrow",
    "nettle",
    "orchard",
    "pewter",
    "quill",
    "russet",
    "saffron",
    "thistle",
    "umber",
]

ROWS = r"""
sah entry code ¦ sah (Yakut in Cyrillic), "киирии кода: X" (entry code) ¦ pin6 ¦ Сайт аҥаарыгар киирии кода: {t} — ким да көрдөрүмэ
ss pin ¦ ss (Swati), "inombolo yemfihlo: X" (secret number, a PIN) ¦ pin6 ¦ Ikhadi lakho livuliwe. Inombolo yemfihlo lensha: {t}
mey secret code ¦ mey (Hassaniya Arabic), "الكود السري: X" ¦ pin8 ¦ ما تكدّ تدخل للحساب — الكود السري: {t}
gag password ¦ gag (Gagauz), "saklı söz: X" (hidden word) ¦ p ¦ Kullanıcı: admin — saklı söz: {t} (kimseyä göstermä)
bar pin ¦ bar (Bavarian), "Geheimzoi: X" (secret number, a PIN) ¦ pin6 ¦ Servus! Dei neie Geheimzoi fürs Terminal is {t}, de sogst neamd.
gsw pin ¦ gsw (Alemannic, Swiss spelling), "Gheimnummere: X" (a PIN) ¦ pin6 ¦ Dini nöii Gheimnummere für d Charte: {t} — bitte nöd uufschriibe.
wa password ¦ wa (Walloon), "mot d' passaedje: X" ¦ p ¦ Ci n' est nén l' bon mot d' passaedje po l' conte admin: {t}
aae password ¦ aae (Arbëresh), "fjalë e fshehtë: X" (hidden word) ¦ p ¦ Përdoruesi admin, fjalë e fshehtë: {t}
leonese password ¦ Leonese (Asturleonese as written in León), "pallabra de pasu: X" ¦ p ¦ Pa entrar nel sirvidor usa la pallabra de pasu {t}
ext password ¦ ext (Extremaduran), "palabra de passi: X" ¦ w4 ¦ La palabra de passi pal rúter es «{t}»
el recovery key ¦ el (Greek), "κλειδί ανάκτησης: X" ¦ apple ¦ Αποθηκεύστε το κλειδί ανάκτησης σε ασφαλές μέρος: {t}
fa recovery code ¦ fa (Persian), "کد بازیابی: X" ¦ gh ¦ ورود دومرحله‌ای فعال شد. کد بازیابی: {t}
ur recovery code ¦ ur (Urdu), "بحالی کوڈ: X" ¦ google ¦ اپنا بحالی کوڈ محفوظ رکھیں: {t}
mr recovery code ¦ mr (Marathi), "पुनर्प्राप्ती कोड: X" ¦ gh ¦ तुमचा पुनर्प्राप्ती कोड: {t} — हा कोणालाही सांगू नका
bn recovery key ¦ bn (Bengali), "পুনরুদ্ধার কী: X" ¦ ms ¦ আপনার পুনরুদ্ধার কী: {t}
te recovery code ¦ te (Telugu), "రికవరీ కోడ్: X" ¦ google ¦ మీ రికవరీ కోడ్: {t} (ఒక్కసారి మాత్రమే ఉపయోగించవచ్చు)
th recovery code ¦ th (Thai), "รหัสกู้คืน: X" ¦ gh ¦ รหัสกู้คืนของคุณคือ {t} โปรดเก็บไว้ในที่ปลอดภัย
ti password ¦ ti (Tigrinya), "ቃል ምሕላፍ: X" ¦ p ¦ ተጠቃሚ admin — ቃል ምሕላፍ: {t}
zh otp ¦ zh (Chinese), "动态口令: X" (a one-time password) ¦ pin8 ¦ 您的动态口令为 {t}，5 分钟内有效，请勿泄露。
uk backup code ¦ uk (Ukrainian), "резервний код: X" ¦ gh ¦ Ваш резервний код для входу: {t}
ru recovery key ¦ ru (Russian), "ключ восстановления: X" ¦ bitlocker ¦ Ключ восстановления BitLocker для диска C: {t}
de recovery key ¦ de (German), "Wiederherstellungsschlüssel: X" ¦ onep ¦ Ihr Wiederherstellungsschlüssel lautet {t} — bitte ausdrucken und sicher verwahren.
es backup code ¦ es (Spanish), "código de respaldo: X" ¦ google ¦ Usa este código de respaldo si pierdes el teléfono: {t}
fi pin ¦ fi (Finnish), "PIN-koodi: X" ¦ pin8 ¦ Uusi PIN-koodisi on {t}. Älä kerro sitä kenellekään.
pl backup code ¦ pl (Polish), "kod zapasowy: X" ¦ google ¦ Kod zapasowy do logowania: {t} (jednorazowy)
et backup code ¦ et (Estonian), "varakood: X" ¦ gh ¦ Sinu varakood: {t}
lt recovery code ¦ lt (Lithuanian), "atkūrimo kodas: X" ¦ ms ¦ Paskyros atkūrimo kodas: {t}
vi pin ¦ vi (Vietnamese), "mã PIN: X" ¦ pin6 ¦ Mã PIN mới của bạn là {t}. Không chia sẻ mã này với bất kỳ ai.
id access code ¦ id (Indonesian), "kode akses: X" ¦ tok ¦ Kode akses API untuk gudang Surabaya: {t}
yo password ¦ yo (Yoruba), "ọrọ aṣínà: X" ¦ p ¦ Orúkọ olùmúlò: admin, ọrọ aṣínà: {t}
ja api key ¦ ja (Japanese), "API キー: X" ¦ tok ¦ 本番環境の API キー: {t}（共有しないでください）
ta secret code ¦ ta (Tamil), "ரகசிய குறியீடு: X" ¦ pin6 ¦ உங்கள் ரகசிய குறியீடு {t} — யாரிடமும் பகிர வேண்டாம்
pa recovery code ¦ pa (Punjabi in Gurmukhi), "ਰਿਕਵਰੀ ਕੋਡ: X" ¦ gh ¦ ਤੁਹਾਡਾ ਰਿਕਵਰੀ ਕੋਡ: {t}
or passphrase ¦ or (Odia), "ସଙ୍କେତ ଶବ୍ଦ: X" ¦ w5 ¦ ୱାଇ-ଫାଇ ସଙ୍କେତ ଶବ୍ଦ: {t}
ka passphrase ¦ ka (Georgian), "კოდური ფრაზა: X" ¦ w6 ¦ თქვენი კოდური ფრაზა: {t}
hy recovery key ¦ hy (Armenian), "վերականգնման բանալի: X" ¦ ms ¦ Ձեր վերականգնման բանալին՝ {t}
zh-hant recovery code ¦ zh-Hant (Traditional Chinese, Taiwan), "復原碼: X" ¦ apple ¦ 您的復原碼：{t}，請妥善保存。
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
    if kind == "onep":
        return "A3-" + "-".join(v.gen(_UPPER, n) for n in (6, 6, 5, 5, 5, 5))
    if kind == "tok":
        return v.gen(ALNUM, 40)
    if kind.startswith("w"):
        return " ".join(v.r.choice(_WORDS) for _ in range(int(kind[1:])))
    raise AssertionError(kind)


def i18n_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    raises = ("runtime", "note", "oserror", "cause")
    out = []
    for i, line in enumerate(rows):
        name, source, kind, message = (cell.strip() for cell in line.split(" ¦ "))
        value = _value(v, kind)
        case = Case(f"i18n: {name}", source, message.replace("{t}", value), value)
        out.append(dataclasses.replace(case, raises=raises[i % len(raises)]))
    return out
