"""Held-out set 69: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in the languages of Sub-Saharan Africa, in their scripts and registers.

Languages: Swahili (standard, Kenyan bank and M-Pesa SMS register, and Sheng), Yoruba (with
its tone marks), Igbo (with its dotted vowels), Hausa in Latin and in Ajami (Arabic script),
Zulu, Xhosa, Shona, Wolof, Lingala, Kinyarwanda, Malagasy, Somali, Amharic and Tigrinya in
Ge'ez, and, as registers of the region, Nigerian Pidgin, Krio, Sesotho, Setswana, Luganda,
Oromo (Qubee), Akan Twi, Fula (Pulaar) and Afrikaans. Earlier sets named all of these
languages (grepped: Swahili 32 files, Amharic 21, Hausa 18, Somali 17, Igbo 16, ...), so the
share allows no new language; the phrases here avoid the words earlier sets used where they
could be grepped (``nenosiri``, ``okwuntughe``, ``kalmar sirri``, ``iphasiwedi``,
``የይለፍ ቃል`` and ``tenimiafina`` each appear in earlier files, so other words, spellings or
constructions are used instead: ``neno la siri``, ``kaulisiri``, ``ọ̀rọ̀ aṣínà``,
``paswọọdụ``, ``lambar sirri``, ``igama eliyimfihlo``, ``ijambo ry'ibanga``, ``teny miafina``,
``erayga sirta``, ``ምስጢራዊ ቁጥር``, ``መሕለፊ ቃል``). All words are as remembered, not checked
against a localized sign-in page. Scripts: Latin (with tone and dotted letters), Arabic
(Ajami) and Ge'ez (Ethiopic).
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "simba",
    "twiga",
    "tembo",
    "kiboko",
    "nyati",
    "duma",
    "pundamilia",
    "mbuyu",
    "mvule",
    "kahawa",
    "ndizi",
    "embe",
    "nazi",
    "kisiwa",
    "mlima",
    "mvua",
]

ROWS = r"""
swahili neno la siri ¦ Swahili, neno la siri (password), as remembered ¦ p ¦ Neno lako la siri la muda ni {t}. Tafadhali libadilishe baada ya kuingia.
swahili kaulisiri ¦ Swahili, kaulisiri (passphrase), as remembered ¦ w5 ¦ Andika kaulisiri yako mahali salama: {t}
swahili mpesa pin ¦ Swahili M-Pesa SMS register, PIN ya M-PESA, as remembered ¦ pin6 ¦ Imethibitishwa. PIN yako mpya ya M-PESA ni {t}. Usimwambie mtu yeyote PIN yako.
swahili bank otp ¦ Swahili bank SMS, nambari ya uthibitisho (verification number) ¦ pin6 ¦ Nambari yako ya uthibitisho ni {t}. Benki haitakuuliza nambari hii kwa simu.
swahili ufunguo ¦ Swahili, ufunguo wa API (API key), as remembered ¦ tok ¦ Ufunguo wako wa API umetengenezwa: {t} — hautaonyeshwa tena.
swahili misimbo ¦ Swahili, misimbo ya kurejesha akaunti (account recovery codes) ¦ gh ¦ Misimbo ya kurejesha akaunti (tumia kila mmoja mara moja tu): {t}
sheng password ¦ Sheng (Nairobi), password as "pass", as remembered ¦ p ¦ Msee, pass ya wifi ya keja ni {t}, usiipee mtu yeyote bana.
yoruba oro asina ¦ Yoruba, ọ̀rọ̀ aṣínà (password), as remembered ¦ p ¦ Ọ̀rọ̀ aṣínà rẹ tuntun ni {t}. Má ṣe fi han ẹnikẹ́ni.
yoruba nomba asiri ¦ Yoruba, nọ́mbà àṣírí (secret number, a PIN), as remembered ¦ pin6 ¦ Nọ́mbà àṣírí káàdì rẹ ni {t}.
yoruba koodu ¦ Yoruba, kóòdù ìmúpadà (recovery code), as remembered ¦ ms ¦ Kóòdù ìmúpadà àkọọ́lẹ̀ rẹ: {t}
igbo paswoodu ¦ Igbo, paswọọdụ (password, loanword), as remembered ¦ p ¦ Paswọọdụ gị ọhụrụ bụ {t}. Egosila onye ọ bụla ya.
igbo nomba nzuzo ¦ Igbo, nọmba nzuzo (secret number), as remembered ¦ pin6 ¦ Nọmba nzuzo gị maka akaụntụ a bụ {t}
igbo mkpisi ugodi ¦ Igbo, mkpịsị ugodi API (API key), as remembered ¦ tok ¦ Mkpịsị ugodi API gị: {t}
hausa lambar sirri ¦ Hausa (Latin), lambar sirri (PIN), as remembered ¦ pin6 ¦ Lambar sirrinka ta katin ATM ita ce {t}. Kada ka gaya wa kowa.
hausa kalmar wucewa ¦ Hausa (Latin), kalmar wucewa (pass word), as remembered ¦ p ¦ Kalmar wucewarka ta wucin gadi: {t}
hausa ajami ¦ Hausa in Ajami, كَلِمَرْ وُچٜوَ (kalmar wucewa), as remembered ¦ p ¦ كَلِمَرْ وُچٜوَرْكَ سَابُووَ: {t}
hausa ajami lamba ¦ Hausa in Ajami, لَمْبَرْ سِرِّ (lambar sirri), as remembered ¦ pin6 ¦ لَمْبَرْ سِرِّنْكَ: {t}
zulu igama eliyimfihlo ¦ Zulu, igama eliyimfihlo (secret word), as remembered ¦ p ¦ Igama lakho eliyimfihlo elisha ngu-{t}. Ungalitsheli muntu.
zulu inombolo ¦ Zulu, inombolo yomuntu siqu (personal number, PIN), as remembered ¦ pin6 ¦ Inombolo yakho ye-PIN entsha ithi {t}
xhosa igama lokugqitha ¦ Xhosa, igama lokugqitha (password), as remembered ¦ p ¦ Igama lakho lokugqitha lithi {t}. Musa ukulixelela mntu.
xhosa ikhowudi ¦ Xhosa, iikhowudi zokubuyisela (recovery codes), as remembered ¦ google ¦ Iikhowudi zakho zokubuyisela: {t}
shona pasiwedhi ¦ Shona, pasiwedhi (password, loanword), as remembered ¦ p ¦ Pasiwedhi yako itsva ndeye {t}. Usaudza munhu.
shona nhamba yechivande ¦ Shona, nhamba yechivande (secret number), as remembered ¦ pin6 ¦ EcoCash: Nhamba yako yechivande ndeye {t}.
wolof baat bu kumpa ¦ Wolof, baat bu kumpa (hidden word), as remembered ¦ p ¦ Sa baat bu kumpa bu bees mooy {t}. Bul ko wax kenn.
wolof kood ¦ Wolof, kood (code), Orange Money register ¦ pin6 ¦ Orange Money: sa kood bu bees mooy {t}
lingala liloba ya sekele ¦ Lingala, liloba ya sekele (secret word), as remembered ¦ p ¦ Liloba na yo ya sekele ya sika ezali {t}. Kopesa yango na moto te.
lingala motuya ¦ Lingala, code PIN register of Congolese mobile money ¦ pin6 ¦ M-Pesa RDC: Code PIN na yo ya sika ezali {t}
kinyarwanda ijambo ry ibanga ¦ Kinyarwanda, ijambo ry'ibanga (password), as remembered ¦ p ¦ Ijambo ryawe ry'ibanga rishya ni {t}. Ntiriribwire undi muntu.
kinyarwanda umubare ¦ Kinyarwanda, umubare w'ibanga (secret number, PIN), as remembered ¦ pin6 ¦ MoMo: Umubare wawe w'ibanga ni {t}
malagasy teny miafina ¦ Malagasy, teny miafina (hidden word), as remembered ¦ p ¦ Ny teny miafinao vaovao dia {t}. Aza omena olona.
malagasy kaody ¦ Malagasy, kaody famerenana (recovery code), as remembered ¦ ms ¦ Ireto ny kaody famerenana: {t}
somali erayga sirta ¦ Somali, erayga sirta (the secret word), as remembered ¦ p ¦ Erayga sirta ah ee cusub waa {t}. Cidna ha u sheegin.
somali lambarka ¦ Somali, lambarka sirta (secret number), EVC Plus register ¦ pin6 ¦ EVC Plus: Lambarka sirta ah waa {t}
somali furaha ¦ Somali, furaha API (API key), as remembered ¦ tok ¦ Furahaaga API: {t}
amharic mistirawi kutir ¦ Amharic in Ge'ez, ምስጢራዊ ቁጥር (secret number, PIN), as remembered ¦ pin6 ¦ የቴሌብር ምስጢራዊ ቁጥርዎ {t} ነው። ለማንም አያጋሩ።
amharic yimelesa ¦ Amharic in Ge'ez, የመለያ ማግኛ ኮዶች (account recovery codes), as remembered ¦ gh ¦ የመለያ ማግኛ ኮዶችዎ፦ {t}
amharic mistir kal ¦ Amharic in Ge'ez, ሚስጥር ቃል (secret word), as remembered ¦ p ¦ አዲሱ ሚስጥር ቃልዎ {t} ነው።
amharic tokin ¦ Amharic in Ge'ez, የኤፒአይ ቁልፍ (API key), as remembered ¦ tok ¦ የኤፒአይ ቁልፍዎ፦ {t}
tigrinya mehlefi ¦ Tigrinya in Ge'ez, መሕለፊ ቃል (password), as remembered ¦ p ¦ ሓድሽ መሕለፊ ቃልካ {t} እዩ። ንማንም ኣይትሃብ።
tigrinya mistirawi ¦ Tigrinya in Ge'ez, ምስጢራዊ ቁጽሪ (secret number), as remembered ¦ pin6 ¦ ምስጢራዊ ቁጽሪኻ፦ {t}
pidgin password ¦ Nigerian Pidgin, password, as remembered ¦ p ¦ Your new password na {t}. No show am anybody o.
pidgin token ¦ Nigerian Pidgin, token from a fintech app ¦ pin6 ¦ Oya, use this token: {t}. E go expire for 5 minutes.
krio paswod ¦ Krio, paswɔd (password), as remembered ¦ p ¦ Yu nyu paswɔd na {t}. Nɔ gi ɛnibɔdi.
sesotho phasewete ¦ Sesotho, phasewete (password), as remembered ¦ p ¦ Phasewete ya hao e ntjha ke {t}. O se ke wa e bolella motho.
setswana lefoko ¦ Setswana, lefoko la sephiri (secret word), as remembered ¦ p ¦ Lefoko la gago la sephiri ke {t}
luganda ekigambo ¦ Luganda, ekigambo ky'ekyama (secret word), as remembered ¦ p ¦ Ekigambo kyo eky'ekyama ekipya kiri {t}. Tokibuulira muntu.
luganda pin ¦ Luganda, PIN ya Mobile Money ¦ pin6 ¦ MTN MoMo: PIN yo empya eri {t}
oromo jecha icciitii ¦ Oromo (Qubee), jecha icciitii (secret word), as remembered ¦ p ¦ Jechi icciitii kee haaraan {t} dha. Nama kamiifuu hin himin.
oromo lakkoofsa ¦ Oromo (Qubee), lakkoofsa icciitii (secret number), as remembered ¦ pin6 ¦ Lakkoofsi icciitii kee {t} dha
twi ahintasem ¦ Akan Twi, ahintasɛm (secret), as remembered ¦ p ¦ Wo password foforɔ ne {t}. Mma obiara nhu.
twi momo ¦ Akan Twi, MoMo PIN register ¦ pin6 ¦ MTN MoMo: Wo PIN foforɔ yɛ {t}
pulaar ¦ Fula (Pulaar), konngol suuɗaangol (hidden word), as remembered ¦ p ¦ Konngol maa suuɗaangol kesol ko {t}
afrikaans wagwoord ¦ Afrikaans, wagwoord (password) ¦ p ¦ Jou tydelike wagwoord is {t}. Verander dit asseblief by jou eerste aanmelding.
afrikaans herstelkodes ¦ Afrikaans, herstelkodes (recovery codes) ¦ ms ¦ Jou herstelkodes: {t}
swahili kaulisiri msingi ¦ Swahili, maneno ya kurejesha pochi (wallet recovery words), as remembered ¦ w12 ¦ Maneno 12 ya kurejesha pochi yako: {t}
yoruba token ¦ Yoruba, àmì ìwọlé (access token), as remembered ¦ b64 ¦ Àmì ìwọlé rẹ: {t}
zulu ukhiye ¦ Zulu, ukhiye we-API (API key), as remembered ¦ tok ¦ Ukhiye wakho we-API: {t}
hausa ajami token ¦ Hausa in Ajami, مَبُوْدِ (mabudi, key) for an API key, as remembered ¦ tok ¦ مَبُوْدِنْ API: {t}
kinyarwanda kode ¦ Kinyarwanda, kode zo kugarura konti (recovery codes), as remembered ¦ google ¦ Kode zo kugarura konti yawe: {t}
tigrinya kod ¦ Tigrinya in Ge'ez, ኮድ ምምላስ (recovery code), as remembered ¦ ms ¦ ኮድ ምምላስ ሕሳብካ፦ {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("runtime", "note", "cause", "keyerror", "args", "context", "group", "oserror"),
    )
