"""Held-out set 79: recovery codes, passphrases, PINs, passwords, API keys and tokens named
in the creoles and pidgins of Africa and the Indian Ocean and in West and Central Africa's
French and Portuguese registers, in the settings of set 79's vendors (clinics, pharmacies,
lab-result portals, health-insurance and mobile-money apps).

Earlier sets named several of these languages (Krio, Nigerian and Cameroonian Pidgin, Sheng,
Sango, Kabuverdianu, Mauritian, Seychellois and Réunion Creole, Camfranglais); they are used
again here because set 79's share names them, in other sentences and settings than the
earlier rows read for them (each language's name and each service named was grepped for in
every earlier ``benchmarks/*heldout*`` file; Kituba and Forro were each named once before). Named here
first: Ghanaian Pidgin, Liberian Kreyol, Juba Arabic, Guinea-Bissau Kriyol, Rodriguan Creole,
Nouchi and the French of Côte d'Ivoire, Senegal, Mali, Burkina Faso, Benin, Togo, Guinea, Gabon,
Cameroon and both Congos, and the Portuguese of Angola, Guinea-Bissau, São Tomé and Príncipe
and Cabo Verde. All phrases are as remembered (the words for password, code, PIN, secret,
new, your, is, give and nobody in each), not verified against a localized sign-in page;
mobile-money and operator names (Orange Money, Wave, MTN MoMo, Moov Flooz, Airtel Money,
Unitel Money, M-Pesa) are written as those services write them. Script: Latin, with Krio's
ɔ and ɛ and Kabuverdianu's and Forro's accented vowels.
"""

from __future__ import annotations

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "baobab",
    "cassava",
    "fonio",
    "hornbill",
    "jacana",
    "kola",
    "okapi",
    "pangolin",
    "plantain",
    "shea",
    "tenrec",
    "ylang",
    "bongo",
    "gecko",
    "teff",
    "dugong",
]

ROWS = r"""
naija lab portal ¦ Nigerian Pidgin, lab result portal password (na, abeg), as remembered ¦ p ¦ Oga, di password for your lab result portal na {t}. Abeg no give anybody, even our staff.
naija pharmacy pin ¦ Nigerian Pidgin, di PIN wey dem send you, as remembered ¦ pin6 ¦ Di PIN wey pharmacy send you na {t} — carry am come when you wan collect your drugs.
naija hmo code ¦ Nigerian Pidgin, HMO app recovery code, as remembered ¦ ms ¦ If you lose your phone, use dis code take enter your HMO app back: {t}
naija api key ¦ Nigerian Pidgin in a dev group chat, the API key ¦ tok ¦ Guy, I don paste the API key for the clinic app: {t} — make you no push am go GitHub o!
ghana pidgin password ¦ Ghanaian Pidgin, your password be, as remembered ¦ p ¦ Chale, your new password be {t}. Make you no show anybody, you hear?
ghana pidgin token ¦ Ghanaian Pidgin, the token for the health insurance app ¦ b64 ¦ The token for the NHIS app be this one: {t}
kamtok pharmacy ¦ Cameroonian Pidgin (Kamtok), ya password fo di pharmacy app, as remembered ¦ p ¦ Ya password fo di pharmacy app na {t}. No sho'am fo nobodi, ya hear?
kamtok words ¦ Cameroonian Pidgin, di secret word dem, as remembered ¦ w4 ¦ Di secret word dem fo ya wallet na: {t}
krio klinik ¦ Krio, yu paswɔd fɔ di klinik ap (your password for the clinic app), as remembered ¦ p ¦ Yu paswɔd fɔ di klinik ap na {t}. Nɔ sho ɛnibɔdi.
krio chenj ¦ Krio, dis na yu kod fɔ chenj yu paswɔd (this is your code to change your password), as remembered ¦ pin8 ¦ Dis na yu kod fɔ chenj yu paswɔd: {t}
krio backup ¦ Krio, yu bakɔp kod dɛn (your backup codes), as remembered ¦ gh ¦ Kip yu bakɔp kod dɛn sef: {t}
liberian kreyol ¦ Liberian Kreyol, ya PIN is (your PIN is), as remembered ¦ pin6 ¦ Ya PIN is {t}, don't show nobody o, ya hear?
liberian password ¦ Liberian Kreyol, da ya password (that is your password), as remembered ¦ p ¦ Da ya new password: {t}. Change it when you reach home.
sheng nenosiri ¦ Sheng (Nairobi), nenosiri yako mpya (your new password), as remembered ¦ p ¦ Buda, nenosiri yako mpya ya portal ya hosi ni {t}, usiishare na mtu.
sheng pin ¦ Sheng, PIN ya kliniki, usimwambie mtu (don't tell anyone), as remembered ¦ pin6 ¦ Msee, PIN yako ya kliniki ni {t}. Usimwambie mtu, hata daktari.
sheng token ¦ Sheng in a dev chat, token ya API ¦ tok ¦ Bro, token ya API ya dawa-app ni {t}, iweke kwa .env si kwa code.
sango fini ¦ Sango, mot de passe ti mo ti fini ayeke (your new password is), as remembered ¦ p ¦ Mot de passe ti mo ti fini ayeke {t}. Mo mû ni na zo oko pëpe.
sango kode ¦ Sango, kode ti mo (your code), as remembered ¦ pin6 ¦ Kode ti mo ti dispensaire ayeke {t}
kituba kele ¦ Kituba (Munukutuba), mot de passe na nge kele (your password is), as remembered ¦ p ¦ Mot de passe na nge ya sika kele {t}. Kupesa yo na muntu ve.
juba arabic ¦ Juba Arabic (in Latin letters), password tai (your password), as remembered ¦ p ¦ Password tai jedid huwa {t}. Ma wori ayi zol.
morisien pin ¦ Mauritian Creole, to nouvo PIN se (your new PIN is), as remembered ¦ pin6 ¦ To nouvo PIN pou laplikasion lasante se {t}. Pa donn personn li.
morisien kod ¦ Mauritian Creole, kod pou rekipere to kont (code to recover your account), as remembered ¦ ms ¦ Kod pou rekipere to kont: {t}. Gard li dan enn plas sir.
morisien kle ¦ Mauritian Creole, to kle API (your API key), as remembered ¦ tok ¦ Sa li to kle API pou servis farmasi: {t}
rodriguan ¦ Rodriguan Creole, to mo-de-pas nef (your new password), as remembered ¦ p ¦ To mo-de-pas nef pou dispanser Port Mathurin se {t}
seselwa pin ¦ Seychellois Creole, ou nouvo PIN i (your new PIN is), as remembered ¦ pin6 ¦ Ou nouvo PIN i {t}. Pa donn personn.
seselwa kod ¦ Seychellois Creole, ou kod sekre pour antre (your secret code to enter), as remembered ¦ gh ¦ Ou kod sekre pour antre dan ou kont: {t}
reunion kod ¦ Réunion Creole, out nouvo kod lé (your new code is), as remembered ¦ pin6 ¦ Out nouvo kod lé {t}, domoun i doi pa koné.
reunion mo d'pas ¦ Réunion Creole, in mo d'pas pou ou (a password for you), as remembered ¦ p ¦ Na in mo d'pas pou ou pou rant si le sit laboratoir: {t}
kabuverdianu pin ¦ Kabuverdianu, bu PIN novu é (your new PIN is), ka bu da ningen (don't give anyone), as remembered ¦ pin6 ¦ Bu PIN novu é {t}. Ka bu da ningen.
kabuverdianu rekuperason ¦ Kabuverdianu, kódigu di rekuperason (recovery code), as remembered ¦ ms ¦ Kódigu di rekuperason di bu konta: {t}
kriyol bissau ¦ Guinea-Bissau Kriyol, bu kodi i (your code is), ka bu mostra ningin, as remembered ¦ pin6 ¦ Bu kodi i {t}, ka bu mostra ningin.
kriyol palabra ¦ Guinea-Bissau Kriyol, bu palabra-pasi (your password), as remembered ¦ p ¦ Bu palabra-pasi nobu pa sistema di saúde i {t}
forro kodigu ¦ Forro (Santome), kodigu sêgêdu bô sa (your secret code is), as remembered ¦ pin6 ¦ Kodigu sêgêdu bô sa {t}
nouchi code ¦ Nouchi (Abidjan), ton code c'est … faut pas donner ça deh, as remembered ¦ pin6 ¦ Mon vieux, ton code de la pharmacie c'est {t}, faut pas donner ça à quelqu'un deh.
ivorian orange money ¦ Ivorian French, Orange Money code de retrait (withdrawal code) ¦ pin6 ¦ Orange Money : votre code de retrait est {t}. Ne le communiquez à personne.
ivorian mot de passe ¦ Ivorian French, mot de passe provisoire of a hospital portal ¦ p ¦ Bonjour, votre mot de passe provisoire pour le portail du CHU de Treichville est {t}
senegal wave ¦ Senegalese French, Wave code secret ¦ pin6 ¦ Wave : votre code secret est {t}. Wave ne vous le demandera jamais.
senegal cle ¦ Senegalese French, clé d'API in a developer e-mail ¦ tok ¦ Voici votre clé d'API pour l'intégration avec la plateforme de téléconsultation : {t}
mali otp ¦ Malian French, code de confirmation Orange Money ¦ pin6 ¦ Code de confirmation Orange Money Mali : {t}. Valable 5 minutes.
burkina dhis2 ¦ Burkinabè French, mot de passe DHIS2 du district ¦ p ¦ Le mot de passe du compte DHIS2 du district sanitaire de Bogodogo est {t}
benin momo ¦ Beninese French, code OTP MTN MoMo ¦ pin6 ¦ MTN MoMo : votre code OTP est {t}. Ne le partagez avec personne, même un agent MTN.
togo flooz ¦ Togolese French, Moov Flooz code secret ¦ pin6 ¦ Flooz : votre nouveau code secret est {t}
guinea labo ¦ Guinean French, code d'accès aux résultats du laboratoire ¦ pin8 ¦ Votre code d'accès aux résultats du laboratoire est {t}. Présentez-le avec votre pièce d'identité.
gabon airtel ¦ Gabonese French, Airtel Money code PIN ¦ pin6 ¦ Airtel Money : votre code PIN a été réinitialisé. Nouveau code : {t}
cameroon momo ¦ Cameroonian French, code MoMo de l'assurance santé ¦ pin6 ¦ Votre code MoMo pour le paiement de la mutuelle santé est {t}
camfranglais ¦ Camfranglais, le password de l'app, ne le tell à personne, as remembered ¦ p ¦ Le password de l'app de l'hôpital c'est {t}, ne le tell à personne hein.
rdc mot de passe ¦ Congolese (DRC) French, mot de passe du dossier médical ¦ p ¦ Votre mot de passe pour le dossier médical électronique est {t}. Ne le communiquez à personne, même à un agent de santé.
congo brazza codes ¦ Congolese (Brazzaville) French, codes de secours ¦ google ¦ Vos codes de secours pour la messagerie du ministère : {t}
congo passphrase ¦ Congolese French, phrase secrète du portefeuille ¦ w5 ¦ Votre phrase secrète (à écrire sur papier) : {t}
angola unitel ¦ Angolan Portuguese, Unitel Money código PIN ¦ pin6 ¦ Unitel Money: o seu novo código PIN é {t}. Não o partilhe.
angola senha ¦ Angolan Portuguese, senha do portal de resultados ¦ p ¦ A sua senha de acesso ao portal de resultados da clínica é {t}
angola chave ¦ Angolan Portuguese, chave de API in an integration e-mail ¦ tok ¦ Segue a chave de API da farmácia para a integração: {t}
bissau portugues ¦ Guinea-Bissau Portuguese, palavra-passe provisória ¦ p ¦ A sua palavra-passe provisória do sistema de saúde é {t}
sao tome codigo ¦ São Tomé and Príncipe Portuguese, código de acesso ¦ pin8 ¦ O seu código de acesso ao portal do Hospital Dr. Ayres de Menezes é {t}
cabo verde vinti4 ¦ Cabo Verde Portuguese, PIN do cartão vinti4 ¦ pin6 ¦ O PIN do seu cartão vinti4 é {t}. Memorize e destrua esta mensagem.
cabo verde recuperacao ¦ Cabo Verde Portuguese, códigos de recuperação ¦ gh ¦ Códigos de recuperação da sua conta e-Saúde: {t}
mpesa sheng words ¦ Sheng, maneno ya siri (secret words) of a wallet, as remembered ¦ w4 ¦ Maneno yako ya siri ya wallet ni: {t}. Andika kwa karatasi, bro.
naija passphrase ¦ Nigerian Pidgin, di secret words for your wallet, as remembered ¦ w5 ¦ Write dis secret words for paper, no screenshot am: {t}
morisien passphrase ¦ Mauritian Creole, fraz sekre (secret phrase), as remembered ¦ w4 ¦ To fraz sekre: {t}
ivorian token ¦ Ivorian French, jeton d'accès of a telehealth API ¦ b64 ¦ Jeton d'accès à l'API de téléconsultation : {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    return phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("runtime", "note", "cause", "keyerror", "group", "args", "context", "oserror", "process"),
    )
