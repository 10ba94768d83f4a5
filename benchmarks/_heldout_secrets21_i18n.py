"""Held-out set 21: credential words of languages no earlier set used.

Each language below was grepped for, by its name and by its words, in the earlier sets'
``_heldout_secrets*`` and ``_heldout_families*`` files (none matched; Māori's ``kupuhipa``
matched set 7 and was dropped): Nahuatl (``ichtaca tlahtolli``, "hidden word"), Aymara
(``jamasat aru``), Wolof (``baatu jàll``), Shona (``izwi rechivande``), Kikuyu (``kiugo kĩa
hitho``), Xitsonga (``rito ra xihundla``), Tshivenḓa (``ipfi ḽa tshiphiri``), Ilocano
(``nalimed a sao``), Hiligaynon (``tinago nga pulong``), Chamorro (``sekretu na fino'``),
Greenlandic (``isissutissaq``), Bislama (``pasword``), Cherokee in its syllabary (``ᎤᏕᎵᏒ
ᎧᏁᎢᏍᏗ``), Inuktitut in Canadian syllabics (``ᐃᑎᕐᕕᒃ ᐅᖃᐅᓯᖅ``), Santali in Ol Chiki
(``ᱫᱟᱱᱟᱝ ᱟᱹᱲᱟᱹ``), Meitei in Meetei Mayek (``ꯂꯣꯠꯄ ꯋꯥꯍꯩ`` and the loan ``ꯄꯥꯁꯋꯥꯔꯗ``) and
Manding in N'Ko (``ߜߎ߲ߘߏ ߞߎߡߊ``): 17 languages in six scripts (Latin with its own letters,
Cherokee, Canadian syllabics, Ol Chiki, Meetei Mayek and N'Ko). The words were built from each
language's words for "secret", "hidden", "word" and "enter" and sentences from its grammar,
not copied from a product, so a localized product may word them otherwise (a speaker may find
them odd); the source column names the form.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["i18n_cases"]

ROWS = r"""
nah copula ¦ nah (Nahuatl), "Moyancuic ichtaca tlahtolli ca X" ¦ {p} ¦ Amo huelitic motitlaniz amatlahcuilolli: moyancuic ichtaca tlahtolli ca {t}
nah colon ¦ nah, "ichtaca tlahtolli: X" in a login error ¦ {p} ¦ Tlahtlacolli — tocaitl: tlapixqui, ichtaca tlahtolli: {t}
ay satawa ¦ ay (Aymara), "Machaqa jamasat arumaxa X satawa" (satawa after the value) ¦ {p} ¦ Janiw qillqat apayaskiti: machaqa jamasat arumaxa {t} satawa
ay colon ¦ ay, "jamasat aru: X" ¦ {A32} ¦ Pantja: API jamasat aru: {t}
wo mooy ¦ wo (Wolof), "Sa baatu jàll bu bees mooy X" (focus mooy) ¦ {p} ¦ Bataaxal bi yónnewul: sa baatu jàll bu bees mooy {t}
wo colon ¦ wo, "baatu jàll: X" ¦ {p} ¦ Njuumte — tur: yorkat, baatu jàll: {t}
sn ndi ¦ sn (Shona), "Izwi rako idzva rechivande ndi X" ¦ {p} ¦ Tsamba haina kutumirwa: izwi rako idzva rechivande ndi {t}
sn colon ¦ sn, "kiyi yechivande: X" ¦ {A40} ¦ Kukanganisa kwekubatana — kiyi yechivande ye API: {t}
ki ni ¦ ki (Kikuyu), "Kiugo gĩaku kĩerũ kĩa hitho nĩ X" ¦ {p} ¦ Marũa matitũmĩtwo: kiugo gĩaku kĩerũ kĩa hitho nĩ {t}
ki colon ¦ ki, "kiugo kĩa hitho: X" ¦ {p} ¦ Ihĩtia — rĩĩtwa: mũrũgamĩrĩri, kiugo kĩa hitho: {t}
ts i ¦ ts (Xitsonga), "Rito ra wena lerintshwa ra xihundla i X" ¦ {p} ¦ Papila a yi rhumeriwanga: rito ra wena lerintshwa ra xihundla i {t}
ve ndi ¦ ve (Tshivenḓa), "Ipfi ḽaṋu ḽiswa ḽa tshiphiri ndi X" with ḽ and ṋ ¦ {p} ¦ Vhurifhi a ho ngo rumelwa: ipfi ḽaṋu ḽiswa ḽa tshiphiri ndi {t}
ilo ket ¦ ilo (Ilocano), "Ti baro a nalimed a saom ket X" ¦ {p} ¦ Saan a naipatulod ti mensahe: ti baro a nalimed a saom ket {t}
ilo colon ¦ ilo, "nalimed a sao: X" ¦ {p} ¦ Biddut — nagan: admin, nalimed a sao: {t}
hil amo ¦ hil (Hiligaynon), "Ang imo bag-o nga tinago nga pulong amo ang X" ¦ {p} ¦ Wala napadala ang mensahe: ang imo bag-o nga tinago nga pulong amo ang {t}
ch si ¦ ch (Chamorro), "I nuebu na sekretu na fino'-mu si X" ¦ {p} ¦ Ti manafåtto i mensåhi: i nuebu na sekretu na fino'-mu si {t}
kl colon ¦ kl (Greenlandic), "Isissutissaq nutaaq: X" ¦ {p} ¦ Allakkat nassiunneqanngillat — isissutissaq nutaaq: {t}
kl ok ¦ kl, "isissutissaq X-usoq" (a suffix after the value) ¦ {A32} ¦ Kukkuneq: API-mut isissutissaq {t}-usoq atorsinnaanngilaq
bi hemi ¦ bi (Bislama), "Niu pasword blong yu hemi X" ¦ {p} ¦ Mesej i no go: niu pasword blong yu hemi {t}
chr colon ¦ chr (Cherokee syllabary), "ᎤᏕᎵᏒ ᎧᏁᎢᏍᏗ: X" ¦ {p} ¦ ᎤᏓᎴᏅᏛ — ᏚᏙᎥ: admin, ᎤᏕᎵᏒ ᎧᏁᎢᏍᏗ: {t}
chr prose ¦ chr, "ᏣᏤᎵ ᎢᏤ ᎤᏕᎵᏒ ᎧᏁᎢᏍᏗ X" ¦ {p} ¦ ᎥᏝ ᎠᏥᏅᏍᏔᏅ ᎪᏪᎵ: ᏣᏤᎵ ᎢᏤ ᎤᏕᎵᏒ ᎧᏁᎢᏍᏗ {t}
iu colon ¦ iu (Inuktitut syllabics), "ᐃᑎᕐᕕᒃ ᐅᖃᐅᓯᖅ: X" ¦ {p} ¦ ᐱᔭᕐᓇᙱᑦᑐᖅ — ᐊᑎᖓ: admin, ᐃᑎᕐᕕᒃ ᐅᖃᐅᓯᖅ: {t}
iu prose ¦ iu, "ᐃᑎᕐᕕᒃ ᐅᖃᐅᓯᕐᓂᒃ ᓄᑖᒥᒃ X" ¦ {A40} ¦ ᑐᓂᔭᐅᙱᑦᑐᖅ: ᐃᑎᕐᕕᒃ ᐅᖃᐅᓯᖅ ᓄᑖᖅ {t} ᐊᑐᕆᐊᖃᙱᑦᑐᖅ
sat colon ¦ sat (Santali in Ol Chiki), "ᱫᱟᱱᱟᱝ ᱟᱹᱲᱟᱹ: X" ¦ {p} ¦ ᱵᱷᱩᱞ — ᱧᱩᱛᱩᱢ: admin, ᱫᱟᱱᱟᱝ ᱟᱹᱲᱟᱹ: {t}
sat prose ¦ sat, "ᱟᱢᱟᱜ ᱱᱟᱶᱟ ᱫᱟᱱᱟᱝ ᱟᱹᱲᱟᱹ ᱫᱚ X ᱠᱟᱱᱟ" (copula after the value) ¦ {p} ¦ ᱪᱤᱴᱷᱤ ᱵᱟᱝ ᱠᱩᱞ ᱞᱮᱱᱟ: ᱟᱢᱟᱜ ᱱᱟᱶᱟ ᱫᱟᱱᱟᱝ ᱟᱹᱲᱟᱹ ᱫᱚ {t} ᱠᱟᱱᱟ
mni colon ¦ mni (Meitei in Meetei Mayek), "ꯂꯣꯠꯄ ꯋꯥꯍꯩ: X" ¦ {p} ¦ ꯑꯁꯣꯌꯕ — ꯃꯤꯡ: admin, ꯂꯣꯠꯄ ꯋꯥꯍꯩ: {t}
mni loan ¦ mni, the loan "ꯄꯥꯁꯋꯥꯔꯗ" (password) in a sentence ¦ {p} ¦ ꯄꯥꯎ ꯊꯥꯈꯤꯗꯦ: ꯅꯍꯥꯛꯀꯤ ꯑꯅꯧꯕ ꯄꯥꯁꯋꯥꯔꯗ ꯑꯁꯤ {t} ꯅꯤ
nqo colon ¦ Manding in N'Ko, "ߜߎ߲ߘߏ ߞߎߡߊ: X" ¦ {p} ¦ ߝߌ߬ߟߌ — ߕߐ߮: admin, ߜߎ߲ߘߏ ߞߎߡߊ: {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("i18n", "\n".join(rows[:half]), raises="note"),
        *v.table("i18n", "\n".join(rows[half:]), raises="cause"),
    ]
