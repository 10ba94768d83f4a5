"""Held-out set 26: PINs, recovery codes, access codes, tokens, passphrases and passwords
named in 34 languages and 15 scripts.

Each phrase was grepped for (as a fixed string) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; none matched. Earlier sets named passwords, keys, tokens,
recovery codes and passphrases in about 150 languages, so the widely spoken languages appear
here with words for what they had not named: PINs (Russian ``PIN-код``, Greek ``κωδικός
PIN``, Hebrew ``קוד PIN``, Thai ``รหัส PIN``, Armenian ``PIN կոդ``), recovery codes in
languages whose other words were used (Bengali ``পুনরুদ্ধার কোড``, Georgian ``აღდგენის კოდი``,
Amharic ``የመልሶ ማግኛ ኮድ``, Chinese ``恢复码``, Japanese ``リカバリーキー``, Vietnamese ``mã
khôi phục``, Indonesian ``kode pemulihan``, Azerbaijani ``bərpa kodu``, Uzbek ``tiklash
kodi``, Afrikaans ``herstelkode``, Belarusian ``код аднаўлення``), an access code (Tamil
``அணுகல் குறியீடு``), a token (Korean ``인증 토큰``), a passphrase (Nepali ``गोप्य शब्द``) and
a password (Sindhi ``پاسورڊ``). Fourteen languages no earlier set named (each grepped for by
name as a whole word; Silesian was dropped because its word ``hasło`` matched, and about 90
names such as Haitian, Papiamento, Fijian, Tahitian, Kikuyu, Tsonga, Venda, Hmong, Nahuatl,
Scots, Romani, Cebuano, Ilocano, Maithili, Udmurt and Asturian matched) name a password:
Bemba (``ishiwi lya nkama``), Taiwanese Hokkien in Pe̍h-ōe-jī (``bi̍t-bé``), Hakka in
Pha̍k-fa-sṳ (``mit-mâ``), Yucatec Maya (``ta'akbil t'aan``), Kichwa (``pakashka shimi``),
Tumbuka (``mazgu ghakubisika``), Northern Ndebele (``ilizwi eliyimfihlo``), Dholuo (``wach
mopondo``), Solomon Islands Pijin (``sikret wod``), Piedmontese (``paròla ëd passagi``),
Venetian (``paroła de aceso``), Mirandese (``palabra-passe``) in Latin letters, Dogri in
Devanagari (``पासवर्ड``, the loanword its speakers use) and Avar in Cyrillic (``гъайибаб
рагӀи``). Phrases in the fourteen were built from each language's words for "secret",
"hidden" and "word" (or its loanword) as remembered, not copied from a localized product, so
a speaker may find some odd; the source column names the form. Scripts: Latin, Cyrillic,
Greek, Arabic, Hebrew, Devanagari, Bengali, Tamil, Thai, Georgian, Armenian, Ethiopic, Han,
Kana and Hangul (the Taiwanese and Hakka forms in Latin letters with tone marks).

Values vary as such values do: PINs of six and eight digits, GitHub-style and Google-style
recovery codes, Microsoft-style and Apple-style groups, 1Password-style secret keys,
Bitwarden-style codes, access tokens, passphrases of four to six words with spaces, and typed
passwords.
"""

from __future__ import annotations

import dataclasses
import string

from _heldout_secrets_harness import ALNUM, DIGITS, HEX, Case, Values

__all__ = ["i18n_cases"]

_UPPER = string.ascii_uppercase + DIGITS
_WORDS = [
    "anvil",
    "bobbin",
    "caravel",
    "dormouse",
    "eyelet",
    "flagon",
    "gusset",
    "hawser",
    "isobar",
    "jerkin",
    "kestrel",
    "lintel",
    "mullion",
    "noggin",
    "oriel",
    "pintle",
    "quoin",
    "ratline",
    "sconce",
    "tabard",
    "umber",
    "vellum",
    "wimple",
    "yardarm",
]

# name ¦ source ¦ value kind ¦ message ({t} is the value)
ROWS = r"""
ru pin ¦ ru, "PIN-код: X" in a support ticket ¦ pin8 ¦ Карта заблокирована после трёх попыток. PIN-код: {t} — проверьте, пожалуйста, верный ли он.
el pin ¦ el, "κωδικός PIN X" in a handover note ¦ pin6 ¦ Παράδοση τερματικού: ο κωδικός PIN {t} ισχύει μέχρι την αλλαγή βάρδιας.
he pin ¦ he, "קוד PIN: X" in a message ¦ pin8 ¦ הכספת במשרד ננעלה. קוד PIN: {t} — אל תעבירו הלאה.
th pin ¦ th, "รหัส PIN X" in a chat ¦ pin6 ¦ เครื่องรูดบัตรหน้าร้านใช้รหัส PIN {t} นะครับ อย่าบอกลูกค้า
hy pin ¦ hy, "PIN կոդ՝ X" in a note ¦ pin6 ¦ Դռան փականի PIN կոդ՝ {t}։ Փոխել ամսվա վերջին։
bn recovery ¦ bn, "পুনরুদ্ধার কোড: X" in a message ¦ gh ¦ আমার ফোন হারিয়ে গেছে। পুনরুদ্ধার কোড: {t} — অ্যাকাউন্টটা খুলে দিন।
ka recovery ¦ ka, "აღდგენის კოდი: X" in a ticket ¦ ms ¦ ანგარიშზე შესვლა ვერ ხერხდება. აღდგენის კოდი: {t}
am recovery ¦ am, "የመልሶ ማግኛ ኮድ: X" in a message ¦ google ¦ ስልኬ ጠፍቷል። የመልሶ ማግኛ ኮድ: {t}
zh recovery ¦ zh, "恢复码：X" in a note ¦ bw ¦ 账号交接：管理员邮箱 ops@acme.cn，恢复码：{t}（仅可使用一次）
ja recovery key ¦ ja, "リカバリーキー: X" in a memo ¦ apple ¦ 端末初期化前のメモ — Apple ID のリカバリーキー: {t}
vi recovery ¦ vi, "mã khôi phục: X" in a chat ¦ gh ¦ Em mất điện thoại rồi, mã khôi phục: {t} anh xem giúp em với.
id recovery ¦ id, "kode pemulihan X" in an export note ¦ google ¦ Kode cadangan akun admin@acme.co.id — kode pemulihan {t} (belum dipakai)
az recovery ¦ az, "bərpa kodu: X" in a ticket ¦ ms ¦ Hesaba daxil ola bilmirəm. Bərpa kodu: {t}
uz recovery ¦ uz, "tiklash kodi: X" in a message ¦ onep ¦ Hisobga kirolmayapman, tiklash kodi: {t}
af recovery ¦ af, "herstelkode: X" in an email draft ¦ bw ¦ Hallo, hier is die rekening se herstelkode: {t} — hou dit veilig.
be recovery ¦ be, "код аднаўлення: X" in a ticket ¦ gh ¦ Добры дзень! Код аднаўлення: {t}. Прашу скінуць двухфактарную аўтэнтыфікацыю.
ta access code ¦ ta, "அணுகல் குறியீடு: X" in a note ¦ tok ¦ சேவையக API அணுகல் குறியீடு: {t} — பகிர வேண்டாம்.
ko token ¦ ko, "인증 토큰: X" in a log line ¦ tok ¦ 배포 스크립트 실패 — 인증 토큰: {t} 만료 여부 확인 필요
ne passphrase ¦ ne, "गोप्य शब्द: X" (a passphrase) ¦ w5 ¦ ब्याकअप फाइल इन्क्रिप्ट गरिएको छ। गोप्य शब्द: {t}
sd password ¦ sd, "پاسورڊ: X" in a message ¦ p ¦ اڪائونٽ کلي نه رهيو آهي. يوزر: admin، پاسورڊ: {t}
bem password ¦ bem (Bemba), "ishiwi lya nkama: X" (secret word) ¦ p ¦ Nshingile — ishina: admin, ishiwi lya nkama: {t}
nan password ¦ nan (Taiwanese Hokkien, Pe̍h-ōe-jī), "bi̍t-bé: X" ¦ p ¦ Bô-hoat-tō͘ teng-ji̍p — sú-iōng-chiá: admin, bi̍t-bé: {t}
hak password ¦ hak (Hakka, Pha̍k-fa-sṳ), "mit-mâ: X" ¦ p ¦ Mò-fap tên-ngi̍p — yung-fu: admin, mit-mâ: {t}
yua password ¦ yua (Yucatec Maya), "ta'akbil t'aan: X" (hidden word) ¦ p ¦ Ma' páajchaj u yokol — k'aaba': admin, ta'akbil t'aan: {t}
qug password ¦ qug (Kichwa), "pakashka shimi: X" (hidden word) ¦ p ¦ Mana yaykuy ushanchu — shuti: admin, pakashka shimi: {t}
tum password ¦ tum (Tumbuka), "mazgu ghakubisika: X" (hidden words) ¦ w4 ¦ Nkhutondeka kunjira — zina: admin, mazgu ghakubisika: {t}
nd password ¦ nd (Northern Ndebele), "ilizwi eliyimfihlo: X" (secret word) ¦ p ¦ Angikwazi ukungena — ibizo: admin, ilizwi eliyimfihlo: {t}
luo password ¦ luo (Dholuo), "wach mopondo: X" (hidden word) ¦ p ¦ Ok anyal donjo — nying: admin, wach mopondo: {t}
pis password ¦ pis (Solomon Islands Pijin), "sikret wod: X" ¦ p ¦ Mi no save go insaed — nem: admin, sikret wod: {t}
pms password ¦ pms (Piedmontese), "paròla ëd passagi: X" ¦ p ¦ Intrada falìa — utent: admin, paròla ëd passagi: {t}
vec password ¦ vec (Venetian), "paroła de aceso: X" ¦ p ¦ Acéso sbałià — utente: admin, paroła de aceso: {t}
mwl password ¦ mwl (Mirandese), "palabra-passe: X" ¦ p ¦ Nun fui possible entrar — outelizador: admin, palabra-passe: {t}
doi password ¦ doi (Dogri in Devanagari), "पासवर्ड: X" (the loanword) ¦ p ¦ लॉगिन नेईं होआ — यूजर: admin, पासवर्ड: {t}
av password ¦ av (Avar in Cyrillic), "гъайибаб рагӀи: X" (secret word) ¦ p ¦ Жаниве лъугьине кӀоларо — цӀар: admin, гъайибаб рагӀи: {t}
"""


def _value(v: Values, kind: str) -> str:
    if kind == "p":
        return v.pw()
    if kind == "pin6":
        return v.gen("123456789", 1) + v.gen(DIGITS, 5)
    if kind == "pin8":
        return v.gen("123456789", 1) + v.gen(DIGITS, 7)
    if kind == "gh":  # GitHub-style: two groups of five hex digits
        return v.gen(HEX, 5) + "-" + v.gen(HEX, 5)
    if kind == "google":  # Google backup codes: two groups of four digits
        return v.gen(DIGITS, 4) + " " + v.gen(DIGITS, 4)
    if kind == "ms":  # five groups of five upper-case letters and digits
        return "-".join(v.gen(_UPPER, 5) for _ in range(5))
    if kind == "apple":  # seven groups of four
        return "-".join(v.gen(_UPPER, 4) for _ in range(7))
    if kind == "bw":  # 32 upper-case letters and digits
        return v.gen(_UPPER, 32)
    if kind == "onep":  # a 1Password-style secret key
        return "A3-" + "-".join(v.gen(_UPPER, n) for n in (6, 6, 5, 5, 5, 5))
    if kind == "tok":  # an access token
        return v.gen(ALNUM, 40)
    if kind.startswith("w"):  # a passphrase of words with spaces
        return " ".join(v.r.choice(_WORDS) for _ in range(int(kind[1:])))
    raise AssertionError(kind)


def i18n_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    raises = ("runtime", "group", "keyerror", "context")
    out = []
    for i, line in enumerate(rows):
        name, source, kind, message = (cell.strip() for cell in line.split(" ¦ "))
        value = _value(v, kind)
        case = Case(f"i18n: {name}", source, message.replace("{t}", value), value)
        out.append(dataclasses.replace(case, raises=raises[i % len(raises)]))
    return out
