"""Held-out set 55: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in languages of Russia, Siberia and the Arctic and in Central Asia's minority languages.

Twenty-one languages no earlier set named (each grepped for by name in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; these did: Sakha/Yakut, Buryat, Tuvan,
Komi, Udmurt, Erzya, Moksha, Chuvash, Bashkir, Tatar, Kalmyk, Karachay, Nogai, Kumyk, Avar,
Lezgian, Chechen, Ingush, Ossetian, Kabardian, Adyghe, Nenets, Mansi, Evenki, Chukchi,
Khakas, Altai, Veps, Karelian, Crimean Tatar, Uyghur, Karakalpak, Dungan, Shughni, Wakhi,
Enets, Orok, Kildin and Aleut): Dolgan, Tofalar, Komi-Permyak, Hill Mari, Abaza, Khanty,
Selkup, Koryak, Itelmen, Yukaghir, Nivkh, Nanai, Ulch, Udege, Nganasan, Ludic, Votic,
Izhorian, Yaghnobi, Bukharan (Judeo-Tajik in Hebrew script) and Koryo-mar (the Korean of
Central Asia, in Cyrillic). Words: Uyghur's مەخپىي نومۇر (secret number), پارول and ئىم were
checked with the ``search`` tool (a Uyghur localization article lists them); the Turkic and
Mongolic "secret word" compounds (кистэлэҥ тыл, нюуса үгэ, чажыт сөс, серһүҙ, вăрттăн сăмах,
джашырын сёз…), the Finnic salasana / peitsana and the Caucasian къайладош, сусæг дзырд, сирдин
гаф are as remembered; for the smallest languages of Siberia and the Far East, whose speakers
use the Russian loanwords пароль, код and PIN-код in everyday computing, the phrases put the
loanword beside the language's own word for "your", as remembered and not checked (each row
says so). Scripts: Cyrillic, Latin, Arabic (Uyghur), Hebrew (Bukharan), traditional Mongolian
(Buryat) and the Clear script (Kalmyk Todo).
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "larch",
    "muksun",
    "nelma",
    "omul",
    "taimen",
    "sable",
    "ermine",
    "lichen",
    "sledge",
    "chum",
    "tundra",
    "thaw",
    "permafrost",
    "reindeer",
    "yurt",
    "alaas",
]

ROWS = r"""
sakha password ¦ Sakha, кистэлэҥ тыл (secret word, password), as remembered ¦ p ¦ Эн кистэлэҥ тылыҥ: {t}
sakha api key ¦ Sakha, API күлүүһэ (API key; күлүүс key), as remembered ¦ tok ¦ Эн API күлүүһүҥ: {t}
dolgan password ¦ Dolgan, кистэлэҥ тыл (secret word, as in Sakha), as remembered ¦ p ¦ Эн кистэлэҥ тылыҥ (долган): {t}
buryat password ¦ Buryat, нюуса үгэ (secret word), as remembered ¦ p ¦ Таны нюуса үгэ: {t}
buryat script code ¦ Buryat in the traditional Mongolian script, ᠨᠢᠭᠤᠴᠠ ᠦᠭᠡ (secret word), as remembered ¦ gh ¦ ᠲᠠᠨ ᠤ ᠨᠢᠭᠤᠴᠠ ᠦᠭᠡ: {t}
tuvan password ¦ Tuvan, чажыт сөс (secret word), as remembered ¦ p ¦ Силерниң чажыт сөзүңер: {t}
tofalar pin ¦ Tofalar, чажыт сан (secret number), as remembered ¦ pin6 ¦ Сээң чажыт саның: {t}
komi passphrase ¦ Komi-Zyrian, гусь кыв (secret word), as remembered ¦ w4 ¦ Тэнад гусь кывъяс: {t}
komipermyak pin ¦ Komi-Permyak, PIN-код (loanword) with тэнад (your), as remembered ¦ pin8 ¦ Тэнад PIN-код: {t}
udmurt password ¦ Udmurt, лушкем кыл (secret word), as remembered ¦ p ¦ Тынад лушкем кылэд: {t}
meadow mari password ¦ Meadow Mari, шолып мут (secret word), as remembered ¦ p ¦ Тыйын шолып мутет: {t}
hill mari code ¦ Hill Mari, шалахы код (secret code), as remembered, not checked ¦ ms ¦ Тӹнӹн шалахы кодет: {t}
erzya password ¦ Erzya, салава вал (secret word), as remembered ¦ p ¦ Тонь салава валот: {t}
moksha code ¦ Moksha, салава код (secret code), as remembered ¦ google ¦ Тонь салава кодце: {t}
chuvash password ¦ Chuvash, вăрттăн сăмах (secret word), as remembered ¦ p ¦ Санăн вăрттăн сăмаху: {t}
bashkir password ¦ Bashkir, серһүҙ (password), as remembered ¦ p ¦ Һеҙҙең серһүҙегеҙ: {t}
bashkir api key ¦ Bashkir, API асҡысы (API key), as remembered ¦ tok ¦ Һеҙҙең API асҡысығыҙ: {t}
kalmyk password ¦ Kalmyk, нууц үг (secret word), Cyrillic, as remembered ¦ p ¦ Таниһи нууц үг: {t}
kalmyk todo word ¦ Kalmyk in the Clear script (Todo), ᠨᡇᡇᠴᡅ ᡇᡎᡄ (secret word), as remembered ¦ w4 ¦ ᠲᠠᠨᡅ ᠨᡇᡇᠴᡅ ᡇᡎᡄ: {t}
karachay balkar password ¦ Karachay-Balkar, джашырын сёз (secret word), as remembered ¦ p ¦ Сени джашырын сёзюнг: {t}
nogai pin ¦ Nogai, яширин сан (secret number), as remembered ¦ pin6 ¦ Сенинъ яширин санынъ: {t}
kumyk password ¦ Kumyk, яшыртгъын сёз (secret word), as remembered ¦ p ¦ Сени яшыртгъын сёзюнг: {t}
avar password ¦ Avar, балъголъаб рагIи (secret word), as remembered ¦ p ¦ Дур балъголъаб рагIи: {t}
lezgian password ¦ Lezgian, сирдин гаф (word of the secret), as remembered ¦ p ¦ Ви сирдин гаф: {t}
chechen password ¦ Chechen, къайладош (secret word), as remembered ¦ p ¦ Хьан къайладош: {t}
ingush recovery code ¦ Ingush, юхаметтаоттаде код (restoring code), as remembered ¦ gh ¦ Хьа юхаметтаоттаде код: {t}
ossetian password ¦ Ossetian (Iron), сусæг дзырд (secret word), as remembered ¦ p ¦ Дæ сусæг дзырд: {t}
kabardian password ¦ Kabardian, псалъэ щэху (secret word), as remembered ¦ p ¦ Уи псалъэ щэхур: {t}
adyghe passphrase ¦ Adyghe, гущыIэ шъэф (secret word), as remembered ¦ w5 ¦ Уигущыlэ шъэфхэр: {t}
abaza password ¦ Abaza, пароль (loanword) with уара (your), as remembered, not checked ¦ p ¦ Уара уи пароль: {t}
nenets password ¦ Tundra Nenets, пароль with хуркари (what), as remembered ¦ p ¦ Пыдар пароль хуркари: {t}
khanty pin ¦ Khanty, PIN-код (loanword) with нӑӈ (you), as remembered, not checked ¦ pin6 ¦ Нӑӈ PIN-кодэн: {t}
mansi password ¦ Mansi, пароль with наӈ (you), as remembered, not checked ¦ p ¦ Наӈ пароленн: {t}
selkup code ¦ Selkup, код (loanword) with тан (you), as remembered, not checked ¦ gh ¦ Тан кодыл: {t}
evenki password ¦ Evenki, дюлгэ турэн (secret word), as remembered ¦ p ¦ Си дюлгэ турэнси: {t}
koryak pin ¦ Koryak, PIN-код (loanword) with гыччи (you), as remembered, not checked ¦ pin8 ¦ Гыччи PIN-код: {t}
itelmen password ¦ Itelmen, пароль (loanword) with кызза (you), as remembered, not checked ¦ p ¦ Кызза пароль: {t}
yukaghir password ¦ Yukaghir (Kolyma), пароль with тэт (your), as remembered, not checked ¦ p ¦ Тэт пароль: {t}
chukchi password ¦ Chukchi, пароль with гыныкэ (your), as remembered ¦ p ¦ Гыныкэ пароль: {t}
nivkh code ¦ Nivkh, код (loanword) with чы (you), as remembered, not checked ¦ ms ¦ Чы код: {t}
nanai password ¦ Nanai, пароль (loanword) with си (you), as remembered, not checked ¦ p ¦ Си пароль: {t}
ulch pin ¦ Ulch, PIN-код (loanword) with си (you), as remembered, not checked ¦ pin6 ¦ Си PIN-кодси: {t}
udege password ¦ Udege, пароль (loanword) with си (you), as remembered, not checked ¦ p ¦ Си парольси: {t}
nganasan token ¦ Nganasan, токен (loanword) with тəнə (you), as remembered, not checked ¦ b64 ¦ Тəнə токен: {t}
khakas password ¦ Khakas, чазыт сӧс (secret word), as remembered ¦ p ¦ Синің чазыт сӧзің: {t}
shor password ¦ Shor, чажыт сӧс (secret word), as remembered ¦ p ¦ Сенең чажыт сӧзең: {t}
altai api key ¦ Southern Altai, API ачкыш (API key), as remembered ¦ tok ¦ Слердиҥ API ачкыжыгар: {t}
veps password ¦ Veps, peitsana (hidden word, password), Latin, as remembered ¦ p ¦ Teiden peitsana: {t}
karelian password ¦ Karelian, salasana (password), Latin, as remembered ¦ p ¦ Teijän salasana: {t}
ludic password ¦ Ludic, salasana (password), Latin, as remembered, not checked ¦ p ¦ Tiän salasana: {t}
votic password ¦ Votic, salasõna (password), Latin, as remembered, not checked ¦ p ¦ Tejje salasõna: {t}
izhorian code ¦ Izhorian, salakoodi (secret code), Latin, as remembered, not checked ¦ ms ¦ Teijen salakoodi: {t}
crimean tatar password ¦ Crimean Tatar, gizli söz (secret word), Latin, as remembered ¦ p ¦ Sizniñ gizli söziñiz: {t}
uyghur pin ¦ Uyghur, مەخپىي نومۇر (secret number), Arabic script (searched: a Uyghur term article) ¦ pin6 ¦ سىزنىڭ مەخپىي نومۇرىڭىز: {t}
uyghur password ¦ Uyghur, پارول (password), Arabic script (searched: the same article) ¦ p ¦ پارولىڭىز: {t}
karakalpak password ¦ Karakalpak, jasırın sóz (secret word), Latin, as remembered ¦ p ¦ Sizdiń jasırın sóziñiz: {t}
dungan pin ¦ Dungan, мима (密码, password), Cyrillic, as remembered ¦ pin6 ¦ Ни дэ мима: {t}
yaghnobi password ¦ Yaghnobi, рамз (code, password; as in Tajik), Cyrillic, as remembered, not checked ¦ p ¦ Рамзи ту: {t}
bukharan password ¦ Bukharan (Judeo-Tajik), רמז (ramz, password), Hebrew script, as remembered ¦ p ¦ רמזי שומא: {t}
koryomar pin ¦ Koryo-mar, пимиль понхо (비밀번호, secret number) in Cyrillic, as remembered ¦ pin6 ¦ Тансине пимиль понхо: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("context", "note", "runtime", "args", "oserror", "keyerror", "group", "cause"),
    )
