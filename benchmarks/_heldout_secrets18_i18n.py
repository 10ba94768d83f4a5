"""Held-out set 18: credential words of languages no earlier set used.

Each language below was grepped for, by its name and by its word for password, in the earlier
sets' ``_heldout_secrets*`` files (set 12 took Igbo, Malagasy, Kinyarwanda, Gaelic,
Faroese, Turkmen, Frisian, Quechua, Guarani, Sorani, Dhivehi, Tibetan, Odia, Assamese,
Sindhi, Kyrgyz and Tajik; sets 8-17 the large languages): Tatar (``серсүз``) and Bashkir
(``серһүҙ``) in Cyrillic, Tigrinya (``ምስጢራዊ ቃል``) in Ge'ez, Yiddish (``פּאַסוואָרט``) in
Hebrew script, Kabyle (``awal uffir``) in Latin and in Tifinagh (``ⴰⵡⴰⵍ ⵓⴼⴼⵉⵔ``), Breton
(``ger-tremen``, mutated ``ker-tremen``), Occitan (``senhal``), Xhosa (``igama
lokugqithisa``), Oromo (``jecha icciitii``, ``jecha darbii``), Sesotho (``phasewete``,
``lentswe la sephiri``), Samoan (``upu fa'alilolilo``), Hmong (``lo lus zais``), Lingala
(``liloba ya sekele``), Luganda (``ekigambo ky'ekyama``) and Northern Sami
(``beassansátni``): 15 languages, five of them outside the Latin script. Translations were
written from each language's grammar (copulas, possessives, mutations), not copied from a
product; the source column names the form.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["i18n_cases"]

ROWS = r"""
tt possessive sms ¦ tt, "Сезнең яңа серсүзегез: X" (2nd plural possessive -егез) ¦ {p} ¦ SMS җибәрелмәде: Сезнең яңа серсүзегез: {t}. Аны беркемгә дә әйтмәгез.
tt chat wifi ¦ tt, "Wi-Fi серсүзе X" (3rd person possessive -е, no punctuation) ¦ {p} ¦ Хәбәр җибәрү уңышсыз: офистагы Wi-Fi серсүзе {t} онытма
ba possessive ¦ ba, "Һеҙҙең яңы серһүҙегеҙ: X" ¦ {p} ¦ Электрон хат ебәрелмәне: Һеҙҙең яңы серһүҙегеҙ: {t}
ba changed as ¦ ba, "серһүҙ X итеп үҙгәртелде" (was changed as X, value before the verb) ¦ {p} ¦ Белдереү хатаһы: сервер серһүҙе {t} итеп үҙгәртелде, иҫкеһе эшләмәй
ti copula ¦ ti, "ሓድሽ ምስጢራዊ ቃልኩም X እዩ" (your new secret word is X, verb-final) ¦ {p} ¦ መልእኽቲ ኣይተላእከን፦ ሓድሽ ምስጢራዊ ቃልኩም {t} እዩ።
ti sms pin ¦ ti, "ምስጢራዊ ቁጽሪ: X" (secret number, a PIN) with the Ethiopic colon ¦ {d6} ¦ SMS ኣይተላእከን፦ ምስጢራዊ ቁጽሪኹም፦ {t}። ንማንም ኣይተካፍሉ።
yi value first ¦ yi, "X איז דאָס נײַע פּאַסוואָרט" (the value before its noun, right-to-left) ¦ {p} ¦ די בליצבריוו איז נישט געשיקט געוואָרן: {t} איז דאָס נײַע פּאַסוואָרט פֿאַר דעם סערווער
yi possessive ¦ yi, "אײַער פּאַסוואָרט: X" ¦ {p} ¦ פֿעלער בײַם שיקן: אײַער פּאַסוואָרט: {t} — טוישט עס באַלד
kab copula ¦ kab, "Awal-ik uffir d X" (copula d) ¦ {p} ¦ Ur yettwazen ara yizen: awal-ik uffir amaynut d {t}
kab tifinagh ¦ kab in Tifinagh, "ⴰⵡⴰⵍ ⵓⴼⴼⵉⵔ: X" ¦ {p} ¦ ⵜⵓⵛⴹⴰ ⵏ ⵓⵣⴰⵏ: ⴰⵡⴰⵍ ⵓⴼⴼⵉⵔ: {t}
br mutation ¦ br, "Ho ker-tremen nevez eo X" (ger mutates to ker after ho) ¦ {p} ¦ N'eus ket bet kaset ar postel: ho ker-tremen nevez eo {t}
br wifi ¦ br, "ger-tremen ar wifi: X" ¦ {p} ¦ Fazi en ur gas ar gemennadenn: ger-tremen ar wifi: {t}
oc copula ¦ oc, "Vòstre senhal novèl es X" ¦ {p} ¦ Error de mandadís: vòstre senhal novèl es {t}, cambiatz-lo a la primièra connexion
oc colon ¦ oc, "senhal de la ret: X" ¦ {p} ¦ Lo messatge es pas estat mandat: senhal de la ret: {t}
xh copula ngu ¦ xh, "Igama lakho lokugqithisa elitsha ngu-X" (copula ngu- joined by a hyphen) ¦ {p} ¦ Umyalezo awuthunyelwanga: igama lakho lokugqithisa elitsha ngu-{t}
xh colon ¦ xh, "igama lokugqithisa: X" ¦ {p} ¦ Impazamo: i-imeyile ayithunyelwanga. Igama lokugqithisa: {t}
om copula ¦ om, "Jechi icciitii kee haaraan X dha" (copula dha after the value) ¦ {p} ¦ Ergaan hin ergamne: jechi icciitii kee haaraan {t} dha.
om darbii ¦ om, "jecha darbii: X" (password, lit. passing word) ¦ {p} ¦ Dogoggora: imeelii hin ergamne — jecha darbii: {t}
st copula ke ¦ st, "Phasewete ya hao e ntjha ke X" (copula ke) ¦ {p} ¦ Molaetsa ha o a romelwa: phasewete ya hao e ntjha ke {t}
st sephiri ¦ st, "lentswe la sephiri: X" ¦ {p} ¦ Phoso ya imeile: lentswe la sephiri: {t}. O se ke wa le arolelana.
sm copula ¦ sm, "O lau upu fa'alilolilo fou o le X" ¦ {p} ¦ E le'i lafoina le fe'au: o lau upu fa'alilolilo fou o le {t}
sm wifi ¦ sm, "upu fa'alilolilo o le wifi: X" ¦ {p} ¦ Sese le imeli: upu fa'alilolilo o le wifi: {t}
hmn copula yog ¦ hmn, "Koj lo lus zais tshiab yog X" (copula yog) ¦ {p} ¦ Xa tsis tau tsab xov: koj lo lus zais tshiab yog {t}
hmn wifi ¦ hmn, "lo lus zais wifi: X" ¦ {p} ¦ Yuam kev: lo lus zais wifi: {t}
ln copula ezali ¦ ln, "liloba na yo ya sekele ya sika ezali X" ¦ {p} ¦ Nsango etindamaki te: liloba na yo ya sekele ya sika ezali {t}
ln colon ¦ ln, "liloba ya sekele: X" ¦ {p} ¦ Libunga: imeli etindamaki te, liloba ya sekele: {t}
lg copula kiri ¦ lg, "Ekigambo kyo eky'ekyama ekipya kiri X" ¦ {p} ¦ Obubaka tebusindikiddwa: ekigambo kyo eky'ekyama ekipya kiri {t}
lg pin ¦ lg, "ennamba yo ey'ekyama: X" (secret number, a PIN) ¦ {d6} ¦ SMS teyatuuse: ennamba yo ey'ekyama: {t}. Togibuulira muntu yenna.
se copula lea ¦ se, "Du ođđa beassansátni lea X" (copula lea) ¦ {p} ¦ Dieđáhus ii sáddejuvvon: du ođđa beassansátni lea {t}
se colon ¦ se, "beassansátni: X" ¦ {p} ¦ Meattáhus e-poasta sáddemis: beassansátni: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("i18n", "\n".join(rows[:half]), raises="note"),
        *v.table("i18n", "\n".join(rows[half:])),
    ]
