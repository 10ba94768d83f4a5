"""Held-out set 66: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in the regional and minority languages of Southern Europe and the Mediterranean.

Fifteen languages, all in the Latin script (Maltese with its own letters ċ, ġ, ħ, ż; Romansh,
Friulian and Ladin with their diacritics): Catalan, Basque, Galician, Asturian, Occitan,
Corsican, Sardinian, Maltese, Sicilian, Neapolitan, Venetian, Friulian, Ladin, Romansh and
Aromanian, four rows each. Every language name had been used by earlier sets, and their most
common words for a password (``contrasenya``, ``pasahitza``, ``contrasinal``, ``senhal``,
``pled-clav``, ``peraule clâf``) were grepped and found in earlier files, so the rows here lean
on other words and registers: bank and council sign-in notices, SMS one-time codes, app
settings, support replies (``clau d'accés``, ``pasaesaldia``, ``parolla d'intesa``,
``ċavetta tal-API``, ``codiç di recupar``, ``parola segreta``...). All phrases are built from
words as remembered, not checked against a localized product; a native speaker would word some
of them differently.
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import RAISES, Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "almond",
    "anchovy",
    "caper",
    "carob",
    "cork",
    "cypress",
    "fennel",
    "fig",
    "lentisk",
    "mistral",
    "myrtle",
    "nuraghe",
    "oleander",
    "sirocco",
    "tuff",
    "xebec",
]

ROWS = r"""
catalan clau acces ¦ Catalan, clau d'accés (access key), as remembered ¦ tok ¦ La vostra clau d'accés a l'API és {t}. No la compartiu amb ningú.
catalan codis ¦ Catalan, codis de recuperació, as remembered ¦ gh ¦ Deseu aquests codis de recuperació en un lloc segur: {t}
catalan pin sms ¦ Catalan, SMS with a PIN, as remembered ¦ pin6 ¦ Caixa: el vostre PIN provisional és {t}; canvieu-lo al primer accés.
catalan frase ¦ Catalan, frase secreta (passphrase), as remembered ¦ w5 ¦ Frase secreta de la cartera: «{t}». Apunteu-la en paper.
basque pasaesaldia ¦ Basque, pasaesaldia (passphrase), as remembered ¦ w6 ¦ Zure pasaesaldia hau da: {t} — ez partekatu inorekin.
basque pin ¦ Basque, PIN zenbakia, as remembered ¦ pin8 ¦ Txartelaren PIN zenbaki berria {t} da. Aldatu lehenbailehen.
basque token ¦ Basque, sarbide-tokena (access token), as remembered ¦ tok ¦ Sarbide-tokena sortu da: {t}
basque password ¦ Basque, behin-behineko pasahitza (temporary password), register of a council notice, as remembered ¦ p ¦ Udalaren egoitza elektronikoa: behin-behineko gakoa {t} da.
galician chave ¦ Galician, chave de acceso (access key), as remembered ¦ tok ¦ A túa chave de acceso ao servizo é {t}; gárdaa ben.
galician recuperacion ¦ Galician, códigos de recuperación, as remembered ¦ google ¦ Códigos de recuperación (úsanse unha soa vez): {t}
galician pin ¦ Galician, PIN da tarxeta, as remembered ¦ pin6 ¦ O PIN da túa tarxeta é {t}. Non o anotes xunto á tarxeta.
galician password ¦ Galician, contrasinal temporal in a support reply, as remembered ¦ p ¦ Ola, Xiana: restablecemos a túa conta; o contrasinal temporal é {t}
asturian clave ¦ Asturian, clave d'accesu, as remembered ¦ tok ¦ La to clave d'accesu a la API ye {t}. Nun la compartas.
asturian codigu ¦ Asturian, códigu de verificación, as remembered ¦ pin8 ¦ El to códigu de verificación ye {t}; caduca en 10 minutos.
asturian recuperacion ¦ Asturian, códigos de recuperación, as remembered ¦ ms ¦ Guarda estos códigos de recuperación: {t}
asturian frase ¦ Asturian, frase secreta, as remembered ¦ w4 ¦ La frase secreta de la cartera ye «{t}».
occitan clau ¦ Occitan, clau d'API, as remembered ¦ tok ¦ Vòstra clau d'API es {t}. La partejetz pas.
occitan codis ¦ Occitan, còdis de recuperacion, as remembered ¦ gh ¦ Gardatz aquestes còdis de recuperacion : {t}
occitan pin ¦ Occitan, còdi PIN, as remembered ¦ pin6 ¦ Vòstre còdi PIN novèl es {t}.
occitan mot secret ¦ Occitan, mot secret provisòri, as remembered ¦ p ¦ Mot secret provisòri : {t} — cambiatz-lo al primièr accès.
corsican parolla ¦ Corsican, parolla d'intesa (password), as remembered ¦ p ¦ A vostra parolla d'intesa nova hè {t}.
corsican chjave ¦ Corsican, chjave API, as remembered ¦ tok ¦ A chjave API di u vostru contu hè {t}; ùn la sparghjite micca.
corsican codice ¦ Corsican, codice PIN, as remembered ¦ pin8 ¦ U vostru codice PIN hè {t}.
corsican ricuperu ¦ Corsican, codici di ricuperu, as remembered ¦ google ¦ Codici di ricuperu (da aduprà una volta sola): {t}
sardinian crae ¦ Sardinian (LSC), crae de intrada, as remembered ¦ tok ¦ Sa crae de intrada tua est {t}. Non la nerzas a nemos.
sardinian pin ¦ Sardinian, còdighe PIN, as remembered ¦ pin6 ¦ Su còdighe PIN nou est {t}.
sardinian frase ¦ Sardinian, frase segreta, as remembered ¦ w5 ¦ Sa frase segreta de su portafògiu est: {t}
sardinian password ¦ Sardinian, paràula segreta temporànea, as remembered ¦ p ¦ Paràula segreta temporànea: {t} (càmbia·la luego)
maltese cavetta ¦ Maltese, ċavetta tal-API (API key), as remembered ¦ tok ¦ Iċ-ċavetta tal-API tiegħek hija {t}. Iżżommha sigrieta.
maltese pin ¦ Maltese, il-PIN il-ġdid, bank SMS register, as remembered ¦ pin6 ¦ Il-PIN il-ġdid tal-karta tiegħek huwa {t}. Qatt ma taqsmu ma' ħadd.
maltese kodiciijiet ¦ Maltese, kodiċijiet ta' rkupru, as remembered ¦ ms ¦ Żomm dawn il-kodiċijiet ta' rkupru f'post sigur: {t}
maltese password ¦ Maltese, password temporanja in an e-government notice, as remembered ¦ p ¦ Il-password temporanja għall-eID hija {t}
sicilian chiavi ¦ Sicilian, chiavi di trasuta, as remembered ¦ tok ¦ La to chiavi di trasuta è {t}; nun la dari a nuddu.
sicilian pin ¦ Sicilian, codici PIN, as remembered ¦ pin8 ¦ Lu to codici PIN novu è {t}.
sicilian palora ¦ Sicilian, palora sigreta, as remembered ¦ p ¦ Palora sigreta pruvvisoria: {t}
sicilian frasi ¦ Sicilian, frasi sigreta, as remembered ¦ w6 ¦ Astipa sta frasi sigreta: {t}
neapolitan chiave ¦ Neapolitan, 'a chiave pe' l'API, as remembered ¦ tok ¦ 'A chiave toja pe' l'API è {t}. Nun 'a dà a nisciuno.
neapolitan pin ¦ Neapolitan, 'o PIN, as remembered ¦ pin6 ¦ 'O PIN nuovo d' 'a carta è {t}.
neapolitan parola ¦ Neapolitan, parola segreta, as remembered ¦ p ¦ 'A parola segreta pruvvisoria è {t}: cagnala subbeto.
neapolitan codice ¦ Neapolitan, codice 'e recupero, as remembered ¦ gh ¦ Stipate 'sti codice 'e recupero: {t}
venetian ciave ¦ Venetian, ciave de acesso, as remembered ¦ tok ¦ La to ciave de acesso xe {t}. No sta darla a nissun.
venetian pin ¦ Venetian, codice PIN, as remembered ¦ pin8 ¦ El to PIN novo xe {t}.
venetian parola ¦ Venetian, parola segreta provisoria, as remembered ¦ p ¦ Parola segreta provisoria: {t}, cànbiala al primo acesso.
venetian frase ¦ Venetian, frase segreta, as remembered ¦ w4 ¦ La frase segreta del portafogio xe: {t}
friulian clav ¦ Friulian, clâf di acès, as remembered ¦ tok ¦ La tô clâf di acès e je {t}. No sta dâle a nissun.
friulian recupar ¦ Friulian, codiç di recupar, as remembered ¦ google ¦ Codiçs di recupar (un pôc ogni volte): {t}
friulian pin ¦ Friulian, codiç PIN, as remembered ¦ pin6 ¦ Il to codiç PIN gnûf al è {t}.
friulian peraule ¦ Friulian, peraule segrete, as remembered ¦ p ¦ Peraule segrete provisorie: {t}
ladin parola ¦ Ladin (Val Badia), parora secreta, as remembered ¦ p ¦ Tua parora secreta provisoria é {t}.
ladin tlé ¦ Ladin, tlé API, as remembered ¦ tok ¦ Tua tlé API é {t}; ne la dé a degun.
ladin pin ¦ Ladin, code PIN, as remembered ¦ pin8 ¦ Tü code PIN nü é {t}.
ladin frase ¦ Ladin, frasa secreta, as remembered ¦ w5 ¦ Frasa secreta: {t}
romansh clav ¦ Romansh (Rumantsch Grischun), clav d'access, as remembered ¦ tok ¦ Tia clav d'access è {t}. Na la dà a nagin.
romansh codes ¦ Romansh, codes da recuperaziun, as remembered ¦ gh ¦ Tegna quests codes da recuperaziun en in lieu segir: {t}
romansh pin ¦ Romansh, code PIN, as remembered ¦ pin6 ¦ Tes nov code PIN è {t}.
romansh frasa ¦ Romansh, frasa-clav (passphrase), as remembered ¦ w6 ¦ Tia frasa-clav: {t}
aromanian zbor ¦ Aromanian, zbor ascumtu di intrari, as remembered ¦ p ¦ Zborlu ascumtu nău ti intrari easti {t}.
aromanian pin ¦ Aromanian, codlu PIN, as remembered ¦ pin8 ¦ Codlu PIN nău easti {t}.
aromanian cheai ¦ Aromanian, cheaia API, as remembered ¦ tok ¦ Cheaia ta API easti {t}; s-nu u dai a vărnu.
aromanian b64 ¦ Aromanian, tokenlu, base64, as remembered ¦ b64 ¦ Tokenlu ti intrari: {t}
"""


def _value(v: Values, kind: str) -> str:
    return phrase_value(v, kind, _WORDS)


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(v, ROWS, _value, RAISES)
