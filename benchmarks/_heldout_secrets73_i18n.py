"""Held-out set 73: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in the languages of Central Asia and the Caucasus, in their scripts and registers.

Languages (earlier sets named all of them but Chechen and Bashkir only rarely; the words and
messages here were grepped for and are not repeats, e.g. ``махфӣ``, ``купуя``, ``gizlin``,
``gaupsiz`` matched nothing, while ``құпия``, ``şifrə``, ``პაროლი``, ``գաղտնաբառ``,
``нууц үг`` did and are used again in other sentences): Kazakh in Cyrillic and in the 2021
Latin alphabet, Uzbek in Latin and Cyrillic, Kyrgyz, Tajik, Turkmen, Azerbaijani, Georgian
(Mkhedruli), Armenian, Mongolian in Cyrillic and in the traditional script, Tatar, Bashkir
and Chechen. Registers: bank and operator SMS, government-portal (eGov, my.gov.uz,
ASAN) notices, formal (сіз, siz, Сиз, шумо, Вы) and informal (сен, sen, сен, ту) support
chat, messengers written in Latin transliteration, and Russian code-switching. The words
are as remembered (password, secret word, code, confirmation, recovery, key, your, new),
not verified against a localized sign-in page; Chechen and the traditional Mongolian script
especially. Scripts: Cyrillic (with Kazakh, Kyrgyz, Tajik, Tatar, Bashkir, Mongolian and
Chechen letters, incl. the palochka Ӏ), Latin (Uzbek oʻ/gʻ, Turkmen ň ž ý, Azerbaijani ə),
Georgian, Armenian and Mongolian (vertical script, written here left to right).
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "argali",
    "beshbarmak",
    "chapan",
    "dombra",
    "ilbirs",
    "kokpar",
    "komuz",
    "kulan",
    "kymyz",
    "saiga",
    "saxaul",
    "shubat",
    "tandir",
    "tulpar",
    "zhailau",
    "khachapuri",
    "duduk",
    "morin",
]

ROWS = r"""
kk cyr password ¦ Kazakh (Cyrillic), құпия сөз, bank SMS, formal сіз ¦ p ¦ Сіздің жаңа құпия сөзіңіз: {t}. Оны ешкімге айтпаңыз.
kk cyr code ¦ Kazakh (Cyrillic), растау коды, eGov SMS ¦ pin6 ¦ eGov: растау коды {t}. Кодты ешкімге хабарламаңыз.
kk cyr recovery ¦ Kazakh (Cyrillic), қалпына келтіру коды ¦ gh ¦ Аккаунтты қалпына келтіру коды: {t}
kk cyr key ¦ Kazakh (Cyrillic), API кілті, developer console ¦ tok ¦ Сіздің API кілтіңіз жасалды: {t}
kk cyr informal ¦ Kazakh (Cyrillic), informal сен, chat ¦ p ¦ мә, құпия сөзім осы: {t} — кіріп көрші
kk latin password ¦ Kazakh (2021 Latin), qūpiä söz, as remembered ¦ p ¦ Sızdıñ jaña qūpiä sözıñız: {t}
kk latin pin ¦ Kazakh (2021 Latin), PIN-kod, as remembered ¦ pin6 ¦ Kartañyzdyñ PIN-kody: {t} — ony eşkımge aitpañyz
kk mixed ru ¦ Kazakh with Russian code-switching, курьер SMS ¦ pin6 ¦ Сіздің заказ үшін код: {t}, курьерге айтыңыз
uz latin parol ¦ Uzbek (Latin), parol, formal siz ¦ p ¦ Sizning yangi parolingiz: {t}. Uni hech kimga bermang.
uz latin code ¦ Uzbek (Latin), tasdiqlash kodi, my.gov.uz SMS ¦ pin6 ¦ my.gov.uz: tasdiqlash kodi {t}. Kodni hech kimga aytmang!
uz latin recovery ¦ Uzbek (Latin), tiklash kodi ¦ ms ¦ Hisobni tiklash kodi: {t}
uz latin key ¦ Uzbek (Latin), API kaliti ¦ tok ¦ API kalitingiz: {t} (faqat bir marta koʻrsatiladi)
uz cyr password ¦ Uzbek (Cyrillic), махфий сўз ¦ p ¦ Сизнинг махфий сўзингиз: {t}
uz cyr code ¦ Uzbek (Cyrillic), тасдиқлаш коди, informal сен ¦ pin6 ¦ Тасдиқлаш коди {t} — ҳеч кимга айтма
ky password ¦ Kyrgyz, сырсөз, bank SMS ¦ p ¦ Сиздин жаңы сырсөзүңүз: {t}
ky code ¦ Kyrgyz, ырастоо коду ¦ pin6 ¦ Ырастоо коду: {t}. Кодду эч кимге бербеңиз.
ky recovery ¦ Kyrgyz, калыбына келтирүү коду ¦ gh ¦ Калыбына келтирүү коду: {t}
ky key ¦ Kyrgyz, ачкыч, developer portal ¦ b64 ¦ Сиздин API ачкычыңыз: {t}
ky phrase ¦ Kyrgyz, купуя сөз айкашы (secret phrase), as remembered ¦ w5 ¦ Купуя сөз айкашыңыз: {t}
tg password ¦ Tajik, рамзи махфӣ, formal шумо ¦ p ¦ Рамзи махфии нави шумо: {t}
tg code ¦ Tajik, коди тасдиқ, operator SMS ¦ pin6 ¦ Коди тасдиқ: {t}. Ба ҳеҷ кас нагӯед.
tg recovery ¦ Tajik, коди барқарорсозӣ ¦ ms ¦ Коди барқарорсозии ҳисоб: {t}
tg key ¦ Tajik, калиди API ¦ tok ¦ Калиди API-и шумо: {t}
tg informal ¦ Tajik, гузарвожа, informal ту ¦ p ¦ гузарвожаи ман {t} аст, дароя
tk password ¦ Turkmen, açar sözi ¦ p ¦ Siziň täze açar sözüňiz: {t}
tk code ¦ Turkmen, tassyklama kody ¦ pin6 ¦ Tassyklama kody: {t}. Ony hiç kime aýtmaň.
tk recovery ¦ Turkmen, dikeltmek kody ¦ gh ¦ Hasaby dikeltmek üçin kod: {t}
tk key ¦ Turkmen, API açary ¦ b64 ¦ Siziň API açaryňyz: {t}
tk gizlin ¦ Turkmen, gizlin söz (secret word), informal sen ¦ w4 ¦ gizlin sözüm: {t} — hiç kime aýtma
az password ¦ Azerbaijani, şifrə, ASAN notice ¦ p ¦ Yeni şifrəniz: {t}. Şifrəni heç kimə deməyin.
az code ¦ Azerbaijani, təsdiq kodu, bank SMS ¦ pin6 ¦ Təsdiq kodu: {t}. Bu kodu heç kimlə paylaşmayın.
az recovery ¦ Azerbaijani, bərpa kodu ¦ ms ¦ Hesabın bərpa kodu: {t}
az key ¦ Azerbaijani, API açarı ¦ tok ¦ API açarınız yaradıldı: {t}
az pin ¦ Azerbaijani, PIN kod, informal sən ¦ pin6 ¦ kartın PIN kodu {t}-dır, unutma
ka password ¦ Georgian, პაროლი, formal თქვენი ¦ p ¦ თქვენი ახალი პაროლია: {t}
ka code ¦ Georgian, დადასტურების კოდი ¦ pin6 ¦ დადასტურების კოდი: {t}. არავის გაუზიაროთ.
ka recovery ¦ Georgian, აღდგენის კოდი ¦ gh ¦ ანგარიშის აღდგენის კოდი: {t}
ka key ¦ Georgian, API გასაღები ¦ tok ¦ თქვენი API გასაღები: {t}
ka phrase ¦ Georgian, საიდუმლო ფრაზა ¦ w5 ¦ თქვენი საიდუმლო ფრაზა: {t}
hy password ¦ Armenian, գաղտնաբառ, formal Ձեր ¦ p ¦ Ձեր նոր գաղտնաբառն է՝ {t}
hy code ¦ Armenian, հաստատման կոդ ¦ pin6 ¦ Հաստատման կոդ՝ {t}։ Ոչ մեկին մի՛ ասեք։
hy recovery ¦ Armenian, վերականգնման կոդ ¦ ms ¦ Հաշվի վերականգնման կոդը՝ {t}
hy key ¦ Armenian, API բանալի ¦ b64 ¦ Ձեր API բանալին՝ {t}
hy pin ¦ Armenian, PIN կոդ, informal քո ¦ pin6 ¦ քո քարտի PIN կոդը {t} է
mn cyr password ¦ Mongolian (Cyrillic), нууц үг, bank SMS ¦ p ¦ Таны шинэ нууц үг: {t}
mn cyr code ¦ Mongolian (Cyrillic), баталгаажуулах код ¦ pin6 ¦ Баталгаажуулах код: {t}. Хэнд ч бүү хэл.
mn cyr recovery ¦ Mongolian (Cyrillic), сэргээх код ¦ gh ¦ Бүртгэл сэргээх код: {t}
mn cyr key ¦ Mongolian (Cyrillic), API түлхүүр ¦ tok ¦ Таны API түлхүүр: {t}
mn script password ¦ Mongolian (traditional script), ᠨᠢᠭᠤᠴᠠ ᠦᠭᠡ, as remembered ¦ p ¦ ᠨᠢᠭᠤᠴᠠ ᠦᠭᠡ: {t}
mn script key ¦ Mongolian (traditional script), ᠲᠦᠯᠬᠢᠭᠦᠷ (key), as remembered ¦ b64 ¦ API ᠲᠦᠯᠬᠢᠭᠦᠷ ᠄ {t}
tt password ¦ Tatar, серсүз ¦ p ¦ Сезнең яңа серсүзегез: {t}
tt code ¦ Tatar, раслау коды ¦ pin6 ¦ Раслау коды: {t}. Аны беркемгә дә әйтмәгез.
tt key ¦ Tatar, API ачкычы ¦ tok ¦ Сезнең API ачкычыгыз: {t}
ba password ¦ Bashkir, серһүҙ ¦ p ¦ Һеҙҙең яңы серһүҙегеҙ: {t}
ba code ¦ Bashkir, раҫлау коды ¦ pin6 ¦ Раҫлау коды: {t}
ba key ¦ Bashkir, асҡыс ¦ b64 ¦ API асҡысығыҙ: {t}
ce password ¦ Chechen, пароль with хьан керла (your new), as remembered ¦ p ¦ Хьан керла пароль: {t}
ce code ¦ Chechen, код with палочка Ӏ in the sentence, as remembered ¦ pin6 ¦ ХӀара хьан код ю: {t}
kk translit chat ¦ Kazakh in Latin transliteration as typed in messengers ¦ p ¦ qupia sozim mynau: {t} , keyin auystyramyn
uz cyr google style ¦ Uzbek (Cyrillic), two groups of four digits, backup code ¦ google ¦ Захира коди: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("group", "note", "runtime", "oserror", "keyerror", "cause", "args", "context", "process"),
    )
