"""Held-out set 77: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in the languages and creoles of the Americas and the Caribbean, and in their registers.

Every language of this share was named by an earlier set (grepped for by name in every
earlier ``benchmarks/*heldout*`` file: Haitian Creole, Papiamento, Jamaican Patois, Sranan
Tongo, Quechua, Aymara, Guarani, Mapudungun, K'iche', Yucatec Maya, Rioplatense, Cuban,
Dominican and Puerto Rican Spanish all matched), so the share allows no new language: the
phrases here are new sentences in other settings than those files. Each phrase's key word was
grepped for: ``mantañ aru``, ``Transfermóvil``, ``Enzona``, ``ATH Móvil``, ``CuentaRUT``,
``Banreservas``, ``Pago Móvil``, ``MonCash`` and ``Prex`` matched none; ``yaykuna``,
``papapy``, ``ellkan``, ``ajilab'al``, ``ta'akbil``, ``wakti``, ``Yape`` and ``Nequi`` did, and
are used again, in new sentences, because the share's languages have few words for these.
Registers: Haitian Kreyòl as banks and Digicel's MonCash text it, Papiamento of Curaçao
and Aruba, Jamaican Patois of WhatsApp and call-centre chats, Sranan Tongo, Cuban
(Transfermóvil, Enzona), Dominican, Puerto Rican, Venezuelan, Peruvian, Chilean and
Rioplatense Spanish (voseo, lunfardo ``che``, ``posta``), Carioca and Paulista Brazilian
Portuguese slang (``mano``, ``pô``, ``tá``, ``véi``). The Indigenous-language phrases were
built from words for entering, hidden, word and number, as remembered and not verified
against a localized sign-in page: Quechua ``yaykuna simi`` (word for entering), Aymara
``mantañ aru``, Guarani ``papapy ñemi`` (secret number) and ``ñe'ẽ kañymby``, Mapudungun
``ellkan dungu`` (hidden word), K'iche' ``ajilab'al`` (number), Yucatec ``ta'akbil t'aan``.
All the creole and slang wording is as remembered too. Scripts: Latin with the diacritics of
each orthography (ò è in Kreyòl, ñ ẽ ỹ in Guarani, ' glottal stops in K'iche' and Yucatec).
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "ajoupa",
    "bammy",
    "callaloo",
    "coquí",
    "flamboyan",
    "guanábana",
    "hummingbird",
    "kenèp",
    "mabi",
    "mangú",
    "nispero",
    "pitirre",
    "quenepa",
    "sorrel",
    "tostón",
    "yuca",
]

ROWS = r"""
kreyol modpas ¦ Haitian Creole, modpas (bank SMS register) ¦ p ¦ Bonjou! Nouvo modpas ou pou BUH Mobile se {t}. Pa pataje l ak pèsonn.
kreyol moncash pin ¦ Haitian Creole, kòd PIN of a MonCash wallet ¦ pin6 ¦ MonCash: kòd PIN ou se {t}. Si se pa ou ki mande l, rele 202.
kreyol rekiperasyon ¦ Haitian Creole, kòd rekiperasyon ¦ gh ¦ Kòd rekiperasyon kont ou: {t} — kenbe l nan yon kote ki an sekirite.
kreyol kle api ¦ Haitian Creole, kle API in a developer chat ¦ tok ¦ Frè, men kle API a pou sandbox la: {t}
kreyol fraz ¦ Haitian Creole, fraz sekrè of a wallet ¦ w12 ¦ Ekri fraz sekrè sa a sou papye: {t}
papiamento kontraseña ¦ Papiamento (Curaçao), kontraseña ¦ p ¦ Bo kontraseña nobo pa MCB Online ta {t}. No kompartí esaki ku ningun hende.
papiamento kodigo ¦ Papiamento (Aruba), kódigo di verifikashon ¦ pin6 ¦ Bo kódigo di verifikashon ta {t}. E ta bálido pa 5 minüt.
papiamento pin ¦ Papiamento, PIN di karchi ¦ pin8 ¦ Atenshon: bo PIN di karchi di pago ta {t}
papiamento token ¦ Papiamento, token di aksesso ¦ b64 ¦ Esaki ta bo token di aksesso: {t}
patois password ¦ Jamaican Patois, password in a WhatsApp chat ¦ p ¦ Bredda, di password fi di NCB app a {t}, nuh tell nobody seh mi gi yuh.
patois pin ¦ Jamaican Patois, PIN in a call-centre transcript ¦ pin6 ¦ Customer: Mi PIN a {t}, but it nah work fi true.
patois code ¦ Jamaican Patois, backup code ¦ google ¦ Mi write down di backup code dem: {t}. Weh mi fi do now?
patois api key ¦ Jamaican Patois, API key from a dev ¦ tok ¦ Di API key weh dem gi mi a {t} — yuh can test it?
sranan pasword ¦ Sranan Tongo, pasword ¦ p ¦ Yu nyun pasword na {t}. No gi nowan en.
sranan kode ¦ Sranan Tongo, kode fu kontroleri ¦ pin6 ¦ A kode fu yu na {t}. A e wroko 10 minuut nomo.
sranan wakti ¦ Sranan Tongo, wakti-wortu (watch-word, as remembered) ¦ w6 ¦ Hori a wakti-wortu disi na yu ede: {t}
quechua yaykuna ¦ Quechua, yaykuna simi (word for entering, as remembered) ¦ p ¦ Kaymi musuq yaykuna simiyki: {t}. Ama pimanpas willaychu.
quechua yupay ¦ Quechua, pakasqa yupay (hidden number) for a PIN ¦ pin6 ¦ Pakasqa yupayniyki: {t}
quechua kutichiy ¦ Quechua, code to get an account back ¦ ms ¦ Cuentaykita kutichinapaq kay código: {t}
aymara mantaña ¦ Aymara, mantañ aru (word for entering, as remembered) ¦ p ¦ Jumana machaq mantañ arumaxa {t} ukawa.
aymara jakhu ¦ Aymara, imantat jakhu (hidden number) for a PIN ¦ pin6 ¦ Imantat jakhumaxa: {t}
aymara token ¦ Aymara, token for an app ¦ tok ¦ Aka token apnaqma: {t}
guarani papapy ¦ Guarani, papapy ñemi (secret number) for a PIN ¦ pin6 ¦ Nde papapy ñemi pyahu ha'e {t}. Ani reme'ẽ avavépe.
guarani kañymby ¦ Guarani, ñe'ẽ kañymby (hidden word) for a password ¦ p ¦ Nde ñe'ẽ kañymby pyahu: {t}
guarani jopara ¦ Guarani-Spanish jopara, contraseña in a Paraguayan chat ¦ p ¦ Che ra'a, la contraseña del Tigo Money ha'e {t}, ani rehechauka avavépe
mapudungun ellkan ¦ Mapudungun, ellkan dungu (hidden word, as remembered) ¦ p ¦ Tami we ellkan dungu: {t}
mapudungun rakin ¦ Mapudungun, ellkan rakin (hidden number) for a PIN ¦ pin6 ¦ Tami ellkan rakin: {t}
kiche ajilabal ¦ K'iche', ewan ajilab'al (hidden number) for a PIN ¦ pin8 ¦ Ri awewan ajilab'al are {t}. Man kak'ut ta chi jun chik.
kiche tzij ¦ K'iche', a passphrase of words ¦ w8 ¦ Ri atzij re uchajixik: {t}
yucatec takbil ¦ Yucatec Maya, ta'akbil t'aan (hidden word, as remembered) ¦ p ¦ A túumben ta'akbil t'aan: {t}
yucatec xookil ¦ Yucatec Maya, ta'akbil xookil (hidden number) for a PIN ¦ pin6 ¦ A ta'akbil xookil: {t}
rioplatense clave ¦ Rioplatense Spanish (voseo), clave ¦ p ¦ Che, tu clave nueva de home banking es {t}. No se la pasés a nadie, posta.
rioplatense token ¦ Rioplatense Spanish, token de Mercado Pago in a dev chat ¦ tok ¦ Boludo, te paso el access token de prueba: {t} (no lo subas al repo)
rioplatense codigo ¦ Rioplatense Spanish, código de recuperación ¦ ms ¦ Guardá este código de recuperación en un lugar seguro: {t}
uruguayan pin ¦ Uruguayan Spanish, PIN de la tarjeta Prex ¦ pin6 ¦ Tu PIN de Prex es {t}. Si no fuiste vos, llamanos.
cuban transfermovil ¦ Cuban Spanish, clave de Transfermóvil ¦ p ¦ Asere, la clave de Transfermóvil es {t}, no se la digas a nadie.
cuban enzona ¦ Cuban Spanish, PIN de Enzona ¦ pin6 ¦ Su PIN de EnZona es {t}
dominican clave ¦ Dominican Spanish, clave de Banreservas in a WhatsApp message ¦ p ¦ Manín, la clave del Banreservas es {t}, dímelo rápido que me bloquean.
dominican codigo ¦ Dominican Spanish, código de verificación ¦ pin6 ¦ Klk, el código que te llegó es {t}?
puerto rican ath ¦ Puerto Rican Spanish, código de ATH Móvil ¦ pin6 ¦ Wepa, tu código de ATH Móvil es {t}. No lo compartas, mano.
puerto rican clave ¦ Puerto Rican Spanish, contraseña de MiBanco ¦ p ¦ Bregué con la cuenta y la contraseña nueva es {t}
venezuelan clave ¦ Venezuelan Spanish, clave de Pago Móvil ¦ p ¦ Chamo, la clave del Pago Móvil es {t}, pásame la captura.
peruvian yape ¦ Peruvian Spanish, clave de Yape ¦ pin6 ¦ Causa, mi clave de Yape es {t}, yapéame al toque.
chilean cuentarut ¦ Chilean Spanish, clave de la CuentaRUT ¦ pin8 ¦ Oye weón, la clave de la CuentaRUT es {t}, ¿cachai?
colombian nequi ¦ Colombian Spanish, clave de Nequi ¦ pin6 ¦ Parce, la clave de Nequi es {t}, no le vaya a decir a nadie.
mexican nip ¦ Mexican Spanish, token de banca en línea ¦ tok ¦ Güey, el token de la API de Banorte es {t}
carioca senha ¦ Brazilian Portuguese (Carioca slang), senha ¦ p ¦ Pô mano, a senha do Nubank é {t}, só não espalha não.
paulista pix ¦ Brazilian Portuguese (Paulista slang), senha do Pix ¦ pin6 ¦ Meu, a senha de 6 dígitos do Pix é {t}, tá ligado?
brazilian wifi ¦ Brazilian Portuguese, senha do wi-fi ¦ p ¦ Véi, a senha do wi-fi tá {t}
brazilian chave ¦ Brazilian Portuguese, chave de API in a dev group ¦ tok ¦ Galera, segue a chave da API do Stark: {t} (é de sandbox, relaxa)
brazilian codigo ¦ Brazilian Portuguese, código de recuperação ¦ gh ¦ Anota aí o código de recuperação: {t}
brazilian frase ¦ Brazilian Portuguese, frase de recuperação of a wallet ¦ w12 ¦ Tua frase de recuperação é: {t}
brazilian token ¦ Brazilian Portuguese, token de acesso in base64 ¦ b64 ¦ Token de acesso gerado: {t}
kreyol sms otp ¦ Haitian Creole, kòd sekirite by SMS ¦ pin6 ¦ Kòd sekirite Sogebank ou: {t}. Li ekspire nan 5 minit.
papiamento frase ¦ Papiamento, frase sekreto of a passphrase ¦ w6 ¦ Bo frase sekreto ta: {t}
patois recovery ¦ Jamaican Patois, recovery code ¦ ms ¦ Dem sen mi a recovery code: {t}. Mi cyaan log een still.
sranan token ¦ Sranan Tongo, token fu a app ¦ b64 ¦ Disi na yu token: {t}
quechua frase ¦ Quechua, a passphrase of words ¦ w8 ¦ Kay simikunata yuyariy: {t}
guarani recovery ¦ Guarani, código for recovering an account ¦ google ¦ Nde código ojerrecupera hag̃ua nde cuenta: {t}
rioplatense wifi ¦ Rioplatense Spanish, la clave del wifi ¦ p ¦ La clave del wifi es {t}, fijate que tiene una mayúscula.
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("cause", "note", "runtime", "group", "keyerror", "context", "args", "oserror", "process"),
    )
