"""Held-out set 20: credential words of languages no earlier set used.

Each language below was grepped for, by its name and by its words, in the earlier sets'
``_heldout_secrets*`` files (none matched): Hawaiian (``ʻōlelo huna``, "hidden word"),
Chuvash (``вăрттăн сăмах``), Belarusian (``пароль`` in Belarusian grammar, ``код доступу``),
Macedonian (``лозинка`` with the article ``-та``, ``таен клуч``), Dzongkha in Tibetan script
(``གསང་ཚིག``), Syriac (``ܡܠܬܐ ܕܐܪܙܐ``), Setswana (``lefoko la sephiri``), Tetum
(``liafuan segredu``), Cornish (``ger tremena``), Manx (``fockle arrey``), Friulian
(``peraule segrete``), Ossetian (``сусæг дзырд``), Sakha (``кистэлэҥ тыл``) and Buryat
(``нюуса үгэ``): 14 languages, eight in scripts other than Latin (Cyrillic with their own
letters, Tibetan and Syriac). The words were built from each language's words for "secret",
"word", "pass" and "key" and sentences from its grammar (copulas, articles, word order), not
copied from a product, so a localized product may word them otherwise; the source column
names the form.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["i18n_cases"]

ROWS = r"""
haw he ¦ haw, "ʻO kāu ʻōlelo huna hou ʻo X" (focus ʻo) ¦ {p} ¦ ʻAʻole i hoʻouna ʻia ka leka: ʻo kāu ʻōlelo huna hou ʻo {t}
haw colon ¦ haw, "ʻōlelo huna: X" in a mail error ¦ {p} ¦ Hewa leka uila — inoa: keʻena, ʻōlelo huna: {t}
cv copula ¦ cv (Chuvash), "Сирĕн çĕнĕ вăрттăн сăмах — X" ¦ {p} ¦ Çыру ярса пама май килмерĕ: сирĕн çĕнĕ вăрттăн сăмах — {t}
cv colon ¦ cv, "вăрттăн сăмах: X" ¦ {p} ¦ Йăнăш: сервер вăрттăн сăмахĕ: {t}
be dash ¦ be (Belarusian), "Ваш новы пароль — X" (dash copula) ¦ {p} ¦ Не ўдалося даслаць паведамленне: ваш новы пароль — {t}. Нікому яго не паведамляйце.
be code ¦ be, "код доступу: X" ¦ {A32} ¦ Памылка злучэння: код доступу да API: {t}
mk e ¦ mk (Macedonian), "Вашата нова лозинка е X" ¦ {p} ¦ Пораката не е испратена: вашата нова лозинка е {t}
mk key ¦ mk, "таен клуч: X" ¦ {A40} ¦ Грешка при поврзување — таен клуч на API: {t}
dz colon ¦ dz (Dzongkha), "གསང་ཚིག་: X" with a shad ¦ {p} ¦ འཛོལ་བ། ལག་ལེན་པ་: admin གསང་ཚིག་: {t} །
dz copula ¦ dz, "ཁྱོད་ཀྱི་གསང་ཚིག་གསརཔ་ X ཨིན།" (copula ཨིན after the value) ¦ {p} ¦ འཕྲིན་དོན་གཏང་མ་ཚུགས། ཁྱོད་ཀྱི་གསང་ཚིག་གསརཔ་ {t} ཨིན།
syc colon ¦ syc (Syriac), "ܡܠܬܐ ܕܐܪܙܐ: X" ¦ {p} ¦ ܦܘܕܐ: ܫܡܐ ܕܡܦܠܚܢܐ: admin، ܡܠܬܐ ܕܐܪܙܐ: {t}
syc prose ¦ syc, "ܡܠܬܐ ܕܐܪܙܐ ܚܕܬܐ ܕܝܠܟ X ܗܝ" (enclitic copula ܗܝ) ¦ {p} ¦ ܐܓܪܬܐ ܠܐ ܐܫܬܕܪܬ: ܡܠܬܐ ܕܐܪܙܐ ܚܕܬܐ ܕܝܠܟ {t} ܗܝ
tn ke ¦ tn (Setswana), "Lefoko la gago le lesha la sephiri ke X" (copula ke) ¦ {p} ¦ Molaetsa ga o a romelwa: lefoko la gago le lesha la sephiri ke {t}
tn colon ¦ tn, "lefoko la sephiri: X" ¦ {p} ¦ Phoso ya imeile — leina: ofisi, lefoko la sephiri: {t}
tet mak ¦ tet (Tetum), "Ita-nia liafuan segredu foun mak X" (focus mak) ¦ {p} ¦ Mensajen la haruka: ita-nia liafuan segredu foun mak {t}
tet colon ¦ tet, "liafuan segredu: X" ¦ {p} ¦ Sala iha email — naran: eskritóriu, liafuan segredu: {t}
kw yw ¦ kw (Cornish), "Dha ger tremena nowydh yw X" (copula yw) ¦ {p} ¦ Ny veu danvenys an messach: dha ger tremena nowydh yw {t}
kw colon ¦ kw, "ger tremena: X" ¦ {p} ¦ Gwall e-bost — hanow: sodhva, ger tremena: {t}
gv ta ¦ gv (Manx), "Ta'n fockle arrey noa ayd X" ¦ {p} ¦ Cha row yn chaghteraght currit: ta'n fockle arrey noa ayd {t}
gv colon ¦ gv, "fockle arrey: X" ¦ {p} ¦ Marranys post-l — ennym: oik, fockle arrey: {t}
fur e ¦ fur (Friulian), "La tô gnove peraule segrete e je X" ¦ {p} ¦ Il messaç nol è stât mandât: la tô gnove peraule segrete e je {t}
fur key ¦ fur, "clâf API: X" (clâf, key) ¦ {A32} ¦ Erôr di conession: clâf API: {t}, scjadude
os u ¦ os (Ossetian), "Дæ ног сусæг дзырд у X" (copula у) ¦ {p} ¦ Фыстæг нæ арвыст æрцыд: дæ ног сусæг дзырд у {t}
os colon ¦ os, "сусæг дзырд: X" ¦ {p} ¦ Рæдыд: архайæджы ном: admin, сусæг дзырд: {t}
sah buolar ¦ sah (Sakha), "Эн саҥа кистэлэҥ тылыҥ: X" ¦ {p} ¦ Сурук ыытыллыбата: эн саҥа кистэлэҥ тылыҥ: {t}
sah colon ¦ sah, "кистэлэҥ тыл: X" with ҥ ¦ {p} ¦ Алҕас: сервер кистэлэҥ тыла — {t}
bua copula ¦ bua (Buryat), "Шэнэ нюуса үгэ шинии X" ¦ {p} ¦ Бэшэг эльгээгдээгүй: шэнэ нюуса үгэ шинии {t} гээшэ
bua colon ¦ bua, "нюуса үгэ: X" ¦ {p} ¦ Алдуу: хэрэглэгшэ: admin, нюуса үгэ: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("i18n", "\n".join(rows[:half]), raises="context"),
        *v.table("i18n", "\n".join(rows[half:])),
    ]
