"""Held-out set 22: credential words of languages no earlier set used.

Each language was grepped for by its name, and each phrase by its words, in the earlier sets'
``_heldout_secrets*`` and ``_heldout_families*`` files (none matched): Chechen (``къайлаха
дош``, "secret word"), Kabardian (``щэху псалъэ``), Adyghe (``шъэф гущыӀэ``), Komi (``гусь
кыв``), Udmurt (``пеймыт кыл``), Erzya (``салава вал``), Kalmyk (``нуувч үг``), Tuvan (``чажыт
сөс``) in Cyrillic; Newar in Devanagari (``सुलाःगु खँग्वः``); Balochi in Arabic script (``چیری
گال``); Balinese in its own script (``ᬓ᭄ᬭᬸᬦ ᬭᬳᬲ᭄ᬬ``); Fula in Adlam (``𞤦𞤮𞤤𞤮 𞤧𞤵𞤪𞤵𞤣𞤮``);
and in Latin letters Minangkabau (``kato rahasio``), Karakalpak (``jasırın sóz``), Mizo
(``thuguhna``), Rarotongan (``tuatua muna``), Niuean (``kupu fufu``), Tuvaluan (``muna
fakalilolilo``) and Kiribati (``taeka ae raba``): 19 languages in six scripts (Latin with its
own letters, Cyrillic with ``Ӏ`` and ``ү``/``ө``, Devanagari, Arabic, Balinese and Adlam). The
phrases were built from each language's words for "secret", "hidden" and "word" and sentences
from its grammar, not copied from a localized product, so a speaker may find them odd; the
source column names the form.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["i18n_cases"]

ROWS = r"""
ce colon ¦ ce (Chechen), "къайлаха дош: X" in a login error ¦ {p} ¦ ГӀалат — цӀе: admin, къайлаха дош: {t}
ce prose ¦ ce, "Хьан керла къайлаха дош X ду" (copula after the value) ¦ {p} ¦ Кехат ца дахийтина: хьан керла къайлаха дош {t} ду
kbd colon ¦ kbd (Kabardian), "щэху псалъэ: X" with the palochka ¦ {p} ¦ ЩыуагъэкӀэ — цӀэр: admin, щэху псалъэ: {t}
kbd api ¦ kbd, "API щэху псалъэр X-щ" (a suffix after the value) ¦ {A32} ¦ Зэпыщытыкъым: API щэху псалъэр {t}-щ, ар лажьэркъым
ady colon ¦ ady (Adyghe), "шъэф гущыӀэ: X" ¦ {p} ¦ Хэукъоныгъ — цӀэр: admin, шъэф гущыӀэ: {t}
kv colon ¦ kv (Komi), "гусь кыв: X" ¦ {p} ¦ Ошибка — ним: admin, гусь кыв: {t}
kv prose ¦ kv, "Тэнад выль гусь кывйыд — X" ¦ {A40} ¦ Письмӧ оз мӧдӧдсьы: тэнад выль гусь кывйыд — {t}
udm colon ¦ udm (Udmurt), "пеймыт кыл: X" ¦ {p} ¦ Янгыш — ним: admin, пеймыт кыл: {t}
myv colon ¦ myv (Erzya), "салава вал: X" ¦ {p} ¦ Ильведькс — лем: admin, салава вал: {t}
myv prose ¦ myv, "Тонь од салава валот X" ¦ {p} ¦ Сёрма эзь кучов: тонь од салава валот {t}
xal colon ¦ xal (Kalmyk), "нуувч үг: X" ¦ {p} ¦ Эндүрл — нерн: admin, нуувч үг: {t}
tyv colon ¦ tyv (Tuvan), "чажыт сөс: X" ¦ {p} ¦ Кем — ады: admin, чажыт сөс: {t}
tyv api ¦ tyv, "API чажыт сөзү X" ¦ {A32} ¦ Холбаа чок: API чажыт сөзү {t} ажылдавас-тыр
new colon ¦ new (Newar, Devanagari), "सुलाःगु खँग्वः: X" ¦ {p} ¦ त्रुटि — नां: admin, सुलाःगु खँग्वः: {t}
new prose ¦ new, "छिगु न्हूगु सुलाःगु खँग्वः X ख" (copula after the value) ¦ {p} ¦ पौ छ्वये मफु: छिगु न्हूगु सुलाःगु खँग्वः {t} ख
bal colon ¦ bal (Balochi, Arabic script), "چیری گال: X" ¦ {p} ¦ ردی — نام: admin، چیری گال: {t}
bal prose ¦ bal, "شمئے نوکیں چیری گال X اِنت" (RTL around an LTR value) ¦ {A32} ¦ کاگد راہ نہ بوت: شمئے نوکیں چیری گال {t} اِنت
ban colon ¦ ban (Balinese script), "ᬓ᭄ᬭᬸᬦ ᬭᬳᬲ᭄ᬬ: X" ¦ {p} ¦ ᬓᬲᬮᬳᬦ᭄ — ᬧᬾᬲᬭᬦ᭄: admin, ᬓ᭄ᬭᬸᬦ ᬭᬳᬲ᭄ᬬ: {t}
ban prose ¦ ban, "ᬓ᭄ᬭᬸᬦ ᬭᬳᬲ᭄ᬬ ᬦ᭄ᬬᬦ᭄ᬬᬦ᭄ X" ¦ {p} ¦ ᬲᬸᬭᬢ᭄ ᬢᬦ᭄ ᬓᬭᬶᬫ᭄: ᬓ᭄ᬭᬸᬦ ᬭᬳᬲ᭄ᬬ ᬦ᭄ᬬᬦ᭄ᬬᬦ᭄ {t}
ff colon ¦ ff (Fula in Adlam), "𞤦𞤮𞤤𞤮 𞤧𞤵𞤪𞤵𞤣𞤮: X" ¦ {p} ¦ 𞤬𞤮𞤪𞤼𞤮 — 𞤳𞤭𞤲𞤣𞤫: admin, 𞤦𞤮𞤤𞤮 𞤧𞤵𞤪𞤵𞤣𞤮: {t}
ff prose ¦ ff, "𞤦𞤮𞤤𞤮 𞤥𞤢𞤢 𞤧𞤵𞤪𞤵𞤣𞤮 𞤸𞤫𞤧𞤮 𞤮𞤲 𞤫𞤲 X" ¦ {A40} ¦ 𞤩𞤢𞤪𞤢𞤳𞤢 𞤲𞤣𞤢𞤤 𞤱𞤮𞤤𞤢: 𞤦𞤮𞤤𞤮 𞤥𞤢𞤢 𞤧𞤵𞤪𞤵𞤣𞤮 𞤸𞤫𞤧𞤮 𞤮𞤲 𞤫𞤲 {t}
min adolah ¦ min (Minangkabau), "Kato rahasio baru angku adolah X" ¦ {p} ¦ Surek indak takirim: kato rahasio baru angku adolah {t}
kaa colon ¦ kaa (Karakalpak), "jasırın sóz: X" ¦ {p} ¦ Qáte — atı: admin, jasırın sóz: {t}
lus colon ¦ lus (Mizo), "thuguhna: X" ¦ {p} ¦ Dikloh — hming: admin, thuguhna: {t}
lus prose ¦ lus, "I thuguhna thar chu X a ni" ¦ {p} ¦ Lehkha thawn a ni lo: i thuguhna thar chu {t} a ni
rar ko ¦ rar (Rarotongan), "Ko X tō tuatua muna ou" ¦ {p} ¦ Kāre i tukuia te rēta: ko {t} tō tuatua muna ou
niu ko ¦ niu (Niuean), "Ko e kupu fufu fou haau ko X" ¦ {p} ¦ Nakai fakafano e tohi: ko e kupu fufu fou haau ko {t}
tvl colon ¦ tvl (Tuvaluan), "muna fakalilolilo: X" ¦ {A32} ¦ Se tonu — API muna fakalilolilo: {t}
gil colon ¦ gil (Kiribati), "taeka ae raba: X" ¦ {p} ¦ Kairua — aram: admin, taeka ae raba: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("i18n", "\n".join(rows[:half]), raises="group"),
        *v.table("i18n", "\n".join(rows[half:]), raises="oserror"),
    ]
