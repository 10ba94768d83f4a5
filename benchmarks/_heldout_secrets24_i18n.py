"""Held-out set 24: credential words of languages no earlier set used, in seven scripts.

Each language was grepped for by its name (as a whole word), and each phrase by its words, in
every earlier ``_heldout_secrets*``, ``_heldout_families*`` and ``heldout_set*_secrets.py``
file. No language name matched; some words did (Finnish-style ``salasana``, Estonian-style
``salasõna``, ``rahasia``, ``xihundla``, ``tshiphiri``, ``sekretu``, Persian ``رمز عبور``,
Chichewa ``mawu``, Italian ``parola d'ordine`` and Bambara ``gundo``), so Karelian, Võro,
Banjar, Tsonga, Venda, Kabuverdianu and Dari were left out, Ligurian is written
``paròlla d'ordine`` (its own spelling, which did not match) and Bambara appears only in
N'Ko script. The languages: Low German (``Passwoort``),
Zeelandic (``wachtwoôrd``), Latgalian (``paroļs``), Ligurian (``paròlla
d'ordine``), Neapolitan (``parola 'e passo``), Picard (``mot d'passe``), Arpitan (``mot de
passa``), Gascon (``senhau``), Aromanian (``zbor ascumtu``), Romani (``garavdo lav``),
Acehnese (``narit rahsia``), Chavacano (``palabra secreto``), Rapa Nui (``vānaŋa huna``),
Sranan Tongo (``kibri wortu``), Seychellois Creole (``mo sekre``), Mauritian Creole
(``mo-de-pas``) and Ewe (``nya ɣaɣla``) in Latin letters; Moksha (``салаваль``) and Lezgian
(``чуьнуьх гаф``) in Cyrillic; Saraiki (``لُکیا لفظ``) in Perso-Arabic script; Awadhi
(``छिपा सबद``) in Devanagari; Fulfulde in Adlam (``𞤳𞤮𞤲𞤲𞤺𞤮𞤤 𞤧𞤵𞤵𞤯𞤭𞤭``, "konngol suuɗii",
hidden word); Manipuri in Meetei Mayek (``ꯄꯥꯁꯋꯥꯔꯗ``, the loanword as Manipuri interfaces
write it); Bambara in N'Ko (``ߜߎ߲ߘߏ ߞߎߡߊ``, "gundo kuma", secret word): 24 languages, seven
scripts (Latin, Cyrillic, Arabic, Devanagari, Adlam, Meetei Mayek, N'Ko). Phrases were built
from each language's words for "secret", "hidden", "word" and "pass", not copied from a
localized product, so a speaker may find some odd; the source column names the form. Adlam,
Meetei Mayek and N'Ko letters were looked up by their Unicode names (the Adlam and Meetei
Mayek login words are the loanword "login" spelled letter by letter).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["i18n_cases"]

ROWS = r"""
nds colon ¦ nds (Low German), "Passwoort: X" in a login error ¦ {p} ¦ Anmellen hett nich klappt — Bruker: admin, Passwoort: {t}
nds prose ¦ nds, "Dien nee Passwoort is X" ¦ {p} ¦ Dien Konto is anleggt. Dien nee Passwoort is {t} — ännere dat bi't eerste Anmellen.
zea colon ¦ zea (Zeelandic), "wachtwoôrd: X" ¦ {p} ¦ Anmelden mislukt — gebruker: admin, wachtwoôrd: {t}
ltg colon ¦ ltg (Latgalian), "paroļs: X" ¦ {p} ¦ Īīšonys klaida — lītuotuojs: admin, paroļs: {t}
lij colon ¦ lij (Ligurian), "paròlla d'ordine: X" ¦ {p} ¦ Errô d'accesso — utente: admin, paròlla d'ordine: {t}
nap prose ¦ nap (Neapolitan), "'a parola 'e passo nova è X" ¦ {p} ¦ Cunto criato: 'a parola 'e passo nova è {t}, cagnatela a primma vota.
pcd colon ¦ pcd (Picard), "mot d'passe: X" ¦ {p} ¦ Ereur d'conneksion — utilisateu: admin, mot d'passe: {t}
frp colon ¦ frp (Arpitan), "mot de passa: X" ¦ {p} ¦ Fôta de branchement — usâjor: admin, mot de passa: {t}
gsc token ¦ Gascon, "lo senhau de l'API qu'ei X" ¦ {A40} ¦ Connexion impossibla: lo senhau de l'API qu'ei {t}, mes n'ei pas mei valent.
rup colon ¦ rup (Aromanian), "zbor ascumtu: X" ¦ {p} ¦ Gresh la intrari — ufilisitor: admin, zbor ascumtu: {t}
rom prose ¦ rom (Romani), "tiro nevo garavdo lav si X" ¦ {p} ¦ O konto kerdilo. Tiro nevo garavdo lav si {t} — paruv les sigo.
ace colon ¦ ace (Acehnese), "narit rahsia: X" ¦ {p} ¦ Salah tamong — nan: admin, narit rahsia: {t}
cbk colon ¦ cbk (Chavacano), "palabra secreto: X" ¦ {p} ¦ Error na pag-login — usuario: admin, palabra secreto: {t}
cbk api ¦ cbk, "el palabra secreto del API ya queda X" ¦ {A32} ¦ No puede conecta: el palabra secreto del API ya queda {t}, pero expirao ya.
rap colon ¦ rap (Rapa Nui), "vānaŋa huna: X" ¦ {p} ¦ Hape i te uru — ingoa: admin, vānaŋa huna: {t}
srn colon ¦ srn (Sranan Tongo), "kibri wortu: X" ¦ {p} ¦ Fowtu fu kon na ini — nen: admin, kibri wortu: {t}
srn prose ¦ srn, "yu nyun kibri wortu na X" ¦ {p} ¦ Yu akaunt seti kba. Yu nyun kibri wortu na {t} — kenki en fosi yu kon na ini.
crs colon ¦ crs (Seychellois Creole), "mo sekre: X" ¦ {p} ¦ Erer koneksyon — itilizater: admin, mo sekre: {t}
mfe colon ¦ mfe (Mauritian Creole), "mo-de-pas: X" ¦ {p} ¦ Pa finn kapav konekte — itilizater: admin, mo-de-pas: {t}
mfe token ¦ mfe, "to nouvo mo-de-pas API se X" ¦ {u40} ¦ To nouvo mo-de-pas API se {t} — pa partaz li ar personn.
ee colon ¦ ee (Ewe), "nya ɣaɣla: X" ¦ {p} ¦ Vodada le gegeɖe me — zãla: admin, nya ɣaɣla: {t}
mdf colon ¦ mdf (Moksha), "салаваль: X" ¦ {p} ¦ Сувамаса эльбятькс — лемац: admin, салаваль: {t}
mdf api ¦ mdf, "API салаваль X" in a sentence ¦ {A36} ¦ Аф сатови сотнемс: API салаваль {t} аф шарьхкодеви.
lez colon ¦ lez (Lezgian), "чуьнуьх гаф: X" ¦ {p} ¦ Гьахуникай гъалат — тӀвар: admin, чуьнуьх гаф: {t}
lez prose ¦ lez, "квевай цӀийи чуьнуьх гаф X я" ¦ {p} ¦ Аккаунт туькӀуьрна. Квевай цӀийи чуьнуьх гаф {t} я.
skr colon ¦ skr (Saraiki, Perso-Arabic script), "لُکیا لفظ: X" ¦ {p} ¦ لاگ اِن غلطی — ناں: admin، لُکیا لفظ: {t}
skr token ¦ skr, "API دا لُکیا لفظ X ہے" ¦ {A32} ¦ کنکشن نئیں بݨیا: API دا لُکیا لفظ {t} ہے، ہُݨ نئیں چلدا۔
awa colon ¦ awa (Awadhi), "छिपा सबद: X" ¦ {p} ¦ लॉगिन मा गड़बड़ी — नाँव: admin, छिपा सबद: {t}
awa prose ¦ awa, "तोहार नवा छिपा सबद X है" ¦ {p} ¦ खाता बनि गवा। तोहार नवा छिपा सबद {t} है।
ff adlam ¦ ff (Fulfulde in Adlam), "𞤳𞤮𞤲𞤲𞤺𞤮𞤤 𞤧𞤵𞤵𞤯𞤭𞤭: X" (hidden word) ¦ {p} ¦ 𞤤𞤮𞤺𞤭𞤲 — admin, 𞤳𞤮𞤲𞤲𞤺𞤮𞤤 𞤧𞤵𞤵𞤯𞤭𞤭: {t}
ff adlam token ¦ ff (Adlam), the phrase before an API value in a config comment ¦ {A40} ¦ # API 𞤳𞤮𞤲𞤲𞤺𞤮𞤤 𞤧𞤵𞤵𞤯𞤭𞤭 = {t}
mni meetei ¦ mni (Manipuri in Meetei Mayek), "ꯄꯥꯁꯋꯥꯔꯗ: X" ¦ {p} ¦ ꯂꯣꯒꯤꯟ — admin, ꯄꯥꯁꯋꯥꯔꯗ: {t}
bm nko ¦ bm (Bambara in N'Ko), "ߜߎ߲ߘߏ ߞߎߡߊ: X" (secret word) ¦ {p} ¦ login ✗ — admin, ߜߎ߲ߘߏ ߞߎߡߊ: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("i18n", "\n".join(rows[:half]), raises="note"),
        *v.table("i18n", "\n".join(rows[half:]), raises="runtime"),
    ]
