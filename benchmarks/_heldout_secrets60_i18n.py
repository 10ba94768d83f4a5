"""Held-out set 60: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in the Americas' Indigenous languages, Caribbean creoles and regional registers of Spanish,
Portuguese and French.

Twenty-five registers no earlier set named (each grepped for by name in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file; none matched): Angolan and
Mozambican Portuguese; Rioplatense (Argentine and Uruguayan), Chilean, Cuban, Dominican,
Colombian, Peruvian, Puerto Rican, Venezuelan, Guatemalan, Salvadoran, Honduran, Nicaraguan,
Costa Rican, Panamanian, Bolivian and Ecuadorian Spanish; Québécois, Acadian and Guianese
French; Louisiana, Martinican and Guianese Creole. Languages that earlier sets did name and that are
used again here, in other words: Quechua, Aymara, Guaraní (under the spelling Guarani),
Nahuatl, K'iche', Yucatec Maya, Inuktitut, Greenlandic, Haitian Creole, Papiamento, Sranan
Tongo, Kabuverdianu and Brazilian Portuguese.

The regional registers use the words their banks', governments' and carriers' sign-in pages
use (Chile's ``ClaveÚnica``, Mexico's and Quebec's ``NIP`` for a PIN, Cuba's ``cuenta Nauta``,
Argentina's voseo ``ingresá``, Angola's and Mozambique's ``palavra-passe``, Mozambique's
M-Pesa PIN). The Indigenous-language phrases were built from each language's words for
hidden or secret, word, number and your, as remembered and not verified against a localized
sign-in page (searches for Quechua, Inuktitut and Greenlandic sign-in vocabulary found none):
Quechua ``pakasqa simi``, Aymara ``jamasat aru``, Guaraní ``ñe'ẽñemi``, Nahuatl
``ichtacatlahtolli``, K'iche' ``ewan tzij``, Yucatec ``ta'aka'an t'aan``, Inuktitut (in
syllabics) ``ᐱᓐ ᓇᐃᓴᐅᑎ``, Greenlandic ``isissutissaq``. Scripts: Latin and Unified Canadian
Aboriginal Syllabics.
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "agouti",
    "anole",
    "cacao",
    "capybara",
    "ceiba",
    "condor",
    "guava",
    "jaguar",
    "mangrove",
    "manatee",
    "ocelot",
    "quetzal",
    "tamarin",
    "tapir",
    "toucan",
    "vicuna",
]

ROWS = r"""
brazilian senha ¦ Brazilian Portuguese, senha (password) ¦ p ¦ Sua nova senha é {t} — troque no primeiro acesso.
brazilian recovery ¦ Brazilian Portuguese, códigos de recuperação (recovery codes) ¦ gh ¦ Guarde seus códigos de recuperação: {t}
brazilian api ¦ Brazilian Portuguese, chave de API (API key) ¦ tok ¦ Sua chave de API foi gerada: {t}
angolan palavra-passe ¦ Angolan Portuguese, palavra-passe (password) ¦ p ¦ Caro cliente, a sua palavra-passe provisória é {t}. Não a partilhe com ninguém.
angolan pin ¦ Angolan Portuguese, código PIN do cartão Multicaixa ¦ pin6 ¦ O código PIN do seu cartão Multicaixa é {t}
mozambican mpesa ¦ Mozambican Portuguese, PIN M-Pesa ¦ pin6 ¦ M-Pesa: o seu novo PIN é {t}. Nunca partilhe o seu PIN.
mozambican recuperacao ¦ Mozambican Portuguese, código de recuperação ¦ ms ¦ Use este código de recuperação para entrar na sua conta: {t}
rioplatense clave ¦ Rioplatense Spanish, voseo, clave (password) ¦ p ¦ Ingresá con tu usuario y tu clave provisoria: {t}
rioplatense token ¦ Rioplatense Spanish, token de seguridad ¦ tok ¦ Tu token de seguridad es {t}; no lo compartas con nadie, ni con el banco.
uruguayan frase ¦ Uruguayan Spanish, frase de recuperación (recovery phrase) ¦ w4 ¦ Anotá tu frase de recuperación en papel: {t}
chilean claveunica ¦ Chilean Spanish, ClaveÚnica (the state's login) ¦ p ¦ Tu ClaveÚnica provisoria es {t}. Cámbiala en claveunica.gob.cl.
chilean dinamica ¦ Chilean Spanish, clave dinámica (a bank's one-time key) ¦ pin8 ¦ Tu clave dinámica para autorizar la transferencia es {t}
cuban nauta ¦ Cuban Spanish, contraseña de la cuenta Nauta ¦ p ¦ ETECSA: la contraseña de su cuenta Nauta es {t}
dominican pin ¦ Dominican Spanish, PIN de su tarjeta ¦ pin8 ¦ Estimado cliente, su PIN temporal es {t}. Por su seguridad, cámbielo en un cajero.
mexican nip ¦ Mexican Spanish, NIP (número de identificación personal) ¦ pin6 ¦ Tu NIP es {t}. Ningún ejecutivo te lo pedirá.
colombian clave ¦ Colombian Spanish, clave de acceso ¦ p ¦ Su clave de acceso a la sucursal virtual es {t}
peruvian internet ¦ Peruvian Spanish, clave de internet ¦ pin6 ¦ Tu clave de internet de 6 dígitos es {t}
puerto rican codigos ¦ Puerto Rican Spanish, códigos de respaldo (backup codes) ¦ google ¦ Tus códigos de respaldo: {t}
venezuelan token ¦ Venezuelan Spanish, clave de acceso y token ¦ b64 ¦ Su token de acceso es: {t}
quebecois nip ¦ Québécois French, NIP (PIN) ¦ pin8 ¦ Votre NIP temporaire est {t}. Vous devrez le changer à la première connexion.
quebecois mdp ¦ Québécois French, mot de passe ¦ p ¦ Ton mot de passe Wi-Fi du chalet, c'est {t}
acadian code ¦ Acadian French, code de récupération ¦ ms ¦ Ton code de récupération, garde-le ben précieusement : {t}
louisiana creole ¦ Louisiana Creole (Kouri-Vini), mo-d-pas (password) ¦ p ¦ To mo-d-pas nouvo, sé {t}
martinican creole ¦ Martinican Creole, mo-d-pas (password) ¦ p ¦ Mo-d-pas ou sé {t}, pa bay pèsonn li.
haitian modpas ¦ Haitian Creole, modpas (password) ¦ p ¦ Nouvo modpas ou se {t}. Pa bay pèsonn li.
haitian kle ¦ Haitian Creole, kle API (API key) ¦ tok ¦ Kle API ou a: {t}
papiamento kontrasena ¦ Papiamento, kontraseña (password) ¦ p ¦ Bo kontraseña nobo ta {t}
sranan pasweri ¦ Sranan Tongo, pasweri (password, from Dutch) ¦ p ¦ Yu nyun pasweri na {t}
kabuverdianu palavra ¦ Kabuverdianu (Cape Verdean Creole), palavra-pasi ¦ p ¦ Bu palavra-pasi nobu é {t}
quechua pakasqa ¦ Quechua, pakasqa simi (hidden word), remembered ¦ p ¦ Pakasqa simiykiqa: {t}
aymara jamasa ¦ Aymara, jamasat aru (secret word), remembered ¦ w3 ¦ Jamasat arumaxa: {t}
guarani neenemi ¦ Guaraní, ñe'ẽñemi (password), remembered ¦ p ¦ Ne ñe'ẽñemi ha'e: {t}
nahuatl ichtaca ¦ Nahuatl, ichtacatlahtolli (secret word), remembered ¦ w4 ¦ Moichtacatlahtol: {t}
kiche ewan ¦ K'iche', ewan tzij (hidden word), remembered ¦ p ¦ Ri ewan tzij awe: {t}
yucatec takaan ¦ Yucatec Maya, ta'aka'an t'aan (hidden word), remembered ¦ p ¦ A ta'aka'an t'aan: {t}
inuktitut pin ¦ Inuktitut in syllabics, ᐱᓐ ᓇᐃᓴᐅᑎ (PIN number), remembered ¦ pin8 ¦ ᐃᓕᑦ ᐱᓐ ᓇᐃᓴᐅᑎᖓ: {t}
greenlandic isissutissaq ¦ Greenlandic, isissutissaq (means of entry, a password), remembered ¦ p ¦ Isissutissat nutaaq: {t}
guatemalan contrasena ¦ Guatemalan Spanish, contraseña de Banca Virtual ¦ p ¦ Su contraseña temporal de Banca Virtual es {t}
salvadoran pin ¦ Salvadoran Spanish, PIN de la tarjeta ¦ pin6 ¦ Su nuevo PIN es {t}. No lo comparta.
honduran token ¦ Honduran Spanish, token de seguridad ¦ pin8 ¦ Su token de seguridad es {t}, válido por 5 minutos
nicaraguan codigo ¦ Nicaraguan Spanish, código de verificación ¦ pin6 ¦ Tu código de verificación es {t}
costa rican clave ¦ Costa Rican Spanish, clave de internet (voseo) ¦ p ¦ Tu clave de internet es {t}. Cambiala vos mismo en la app.
panamanian clave ¦ Panamanian Spanish, clave de acceso ¦ p ¦ Su clave de acceso a Banca en Línea es {t}
bolivian contrasena ¦ Bolivian Spanish, contraseña ¦ p ¦ Tu contraseña provisional es {t}
ecuadorian clave ¦ Ecuadorian Spanish, clave de acceso ¦ p ¦ Estimado cliente, su clave de acceso es {t}
guianese creole ¦ Guianese Creole (French Guiana), mo-d-pas ¦ p ¦ To nouvo mo-d-pas sa {t}
guianese french ¦ French Guiana French, code de récupération ¦ ms ¦ Votre code de récupération : {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("note", "runtime", "keyerror", "cause", "group", "args", "context", "oserror"),
    )
