"""Held-out set 79: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``benchmarks/*heldout*`` file (none matched). Names in many styles: camel case for set 79's
vendors (``fatsecretClientSecret``, ``goodrxSecretKey``, ``raveRwsPassword``,
``vaultSessionId``, ``cddVaultToken``, ``strateosUserToken``, ``arvadosApiTok``,
``basepairApiKey``, ``nablaPrivatePem``, ``lluAuthTicket``, ``altibbiUserToken``,
``oystehrM2mSecret``, ``wenoMd5Password``), snake case (``ihealth_client_secret``,
``meetingdoctors_secret_key``, ``practo_token``, ``medable_api_secret``, ``rxnt_token``,
``vim_client_secret``, ``clinical_one_secret``, ``practicehub_key``, ``medblocks_sk``,
``jade_login_token``), kebab case (``thryve-app-secret``, ``runalyze-token``,
``rcopia-vendor-password``, ``viedoc-client-secret``, ``medrio-client-secret``,
``greenphire-api-password``, ``getlabs-partner-token``, ``polly-refresh-token``), upper snake
(``OMRON_CLIENT_SECRET``, ``VSEE_SECRET_KEY``, ``ZOCDOC_CLIENT_SECRET``, ``GLOOKO_PARTNER_SECRET``,
``GENESTACK_TOKEN``, ``ECL_PASSWORD``), the office agents' arguments (``graphAccessToken``,
``sheetsRefreshToken``, ``airtablePat``, ``notionBotToken``, ``codaApiToken``,
``officeScriptKey``, ``xlsxOpenPassword``, ``pdfUserPassword``, ``docxModifyPwd``) and
set 79's languages' words in ASCII (Nigerian Pidgin ``secret_number_wey_dem_send``, Krio
``paswod_fo_klinik``, Sheng ``nenosiri_ya_hosi``, Sango ``kode_ti_mo``, Mauritian
``mo_de_pas_farmasi``, Seychellois ``kod_sekre_lopital``, Réunion ``mo_d_pas_laboratoir``,
Kabuverdianu ``kodigu_sekretu_novu``, Kriyol ``palabra_pasi_nobu``, Forro ``kodigu_segedu``,
Ivorian ``code_de_retrait``, Senegalese ``code_secret_wave``, Beninese ``otp_momo``, Togolese
``code_flooz``, Angolan ``senhaUnitelMoney``, São Tomé ``codigoAcessoHospital``, Cabo Verde
``pinVinti4``, Camfranglais ``le_password_de_lapp``, Kituba ``mot_de_passe_na_nge``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
fatsecretClientSecret ¦ {s} ¦ h32 ¦ fatsecret: food 33691 not found
goodrxSecretKey ¦ {s} ¦ b32 ¦ goodrx: no prices for this ZIP
raveRwsPassword ¦ {s} ¦ p ¦ RWS: study ACME-201 (PROD) not found
vaultSessionId ¦ {s} ¦ H70 ¦ Vault: document 4412 is checked out
cddVaultToken ¦ {s} ¦ b44 ¦ CDD: molecule ACME-0042 not registered
strateosUserToken ¦ {s} ¦ u20 ¦ strateos: run r1f8 is still queued
arvadosApiTok ¦ {s} ¦ l50 ¦ arvados: collection not found
basepairApiKey ¦ {s} ¦ h40 ¦ basepair: analysis 88120 failed QC
nablaPrivatePem ¦ -----BEGIN PRIVATE KEY-----\nMIIE{s}\n-----END PRIVATE KEY----- ¦ b64 ¦ nabla: encounter too short to summarise
lluAuthTicket ¦ eyJhbGciOiJIUzI1NiJ9.{s}.c2ln ¦ u120 ¦ librelinkup: no connections
altibbiUserToken ¦ {s} ¦ A40 ¦ altibbi: no doctor available in this specialty
oystehrM2mSecret ¦ {s} ¦ u64 ¦ oystehr: zambda timed out
wenoMd5Password ¦ {s} ¦ h32 ¦ WENO: pharmacy NCPDP 7654321 not in directory
ihealth_client_secret ¦ {s} ¦ h32 ¦ ihealth: no BP readings in range
meetingdoctors_secret_key ¦ {s} ¦ A48 ¦ meetingdoctors: user reference exists
practo_token ¦ {s} ¦ h40 ¦ practo: doctor 8817 has no slots
medable_api_secret ¦ {s} ¦ A64 ¦ medable: org acmetrials is read-only
rxnt_token ¦ {s} ¦ b88 ¦ RXNT: patient not found
vim_client_secret ¦ {s} ¦ A48 ¦ vim: EHR session closed
clinical_one_secret ¦ {s} ¦ A36 ¦ Clinical One: study is locked
practicehub_key ¦ {s} ¦ A40 ¦ practicehub: appointment type unknown
medblocks_sk ¦ mb_sk_live_{s} ¦ A40 ¦ medblocks: template not found
jade_login_token ¦ {s} ¦ h40 ¦ jade: no meter linked
thryve-app-secret ¦ {s} ¦ A24 ¦ thryve: data source not connected
runalyze-token ¦ {s} ¦ h64 ¦ runalyze: duplicate activity
rcopia-vendor-password ¦ {s} ¦ p ¦ Rcopia: practice not provisioned
viedoc-client-secret ¦ {s} ¦ A40 ¦ viedoc: site SITE-012 inactive
medrio-client-secret ¦ {s} ¦ A48 ¦ medrio: form not in schedule
greenphire-api-password ¦ {s} ¦ p ¦ ClinCard: card not activated
getlabs-partner-token ¦ {s} ¦ A48 ¦ getlabs: address outside service area
polly-refresh-token ¦ {s} ¦ u200 ¦ polly: workspace quota exceeded
OMRON_CLIENT_SECRET ¦ {s} ¦ A40 ¦ OMRON: device not paired
VSEE_SECRET_KEY ¦ {s} ¦ h40 ¦ VSee: waiting room full
ZOCDOC_CLIENT_SECRET ¦ {s} ¦ A48 ¦ Zocdoc: provider not bookable
GLOOKO_PARTNER_SECRET ¦ {s} ¦ A40 ¦ Glooko: patient consent missing
GENESTACK_TOKEN ¦ {s} ¦ h40 ¦ Genestack: study not indexed
ECL_PASSWORD ¦ {s} ¦ p ¦ ECL: protocol failed validation
graphAccessToken ¦ {s} ¦ u200 ¦ Graph: worksheet 'Config' not found
sheetsRefreshToken ¦ 1//{s} ¦ u100 ¦ Sheets: range 'Staff logins'!A1:D4 is protected
airtablePat ¦ {s} ¦ A60 ¦ airtable: table tblPq81 not found
notionBotToken ¦ ntn_{s} ¦ A46 ¦ notion: page is archived
codaApiToken ¦ {s} ¦ uuid ¦ coda: doc AbCdEf12 not found
officeScriptKey ¦ {s} ¦ A40 ¦ Office Scripts: script timed out after 120 s
xlsxOpenPassword ¦ {s} ¦ p ¦ openpyxl: workbook is encrypted
pdfUserPassword ¦ {s} ¦ p ¦ pdf: file is damaged
docxModifyPwd ¦ {s} ¦ p ¦ docx: document is read-only
secret_number_wey_dem_send ¦ {s} ¦ pin ¦ e no work, try again later
paswod_fo_klinik ¦ {s} ¦ p ¦ di sistem nɔ de wok
nenosiri_ya_hosi ¦ {s} ¦ p ¦ mfumo haupatikani
kode_ti_mo ¦ {s} ¦ pin ¦ a lingbi pëpe
mo_de_pas_farmasi ¦ {s} ¦ p ¦ sistem la pa pe marse
kod_sekre_lopital ¦ {s} ¦ pin ¦ sistenm pa pe marse
mo_d_pas_laboratoir ¦ {s} ¦ p ¦ lo sit i marsh pa
kodigu_sekretu_novu ¦ {s} ¦ pin ¦ sistema ka sta ta funsiona
palabra_pasi_nobu ¦ {s} ¦ p ¦ sistema ka na tarbaja
kodigu_segedu ¦ {s} ¦ pin ¦ sistema na ka tlaba fa
code_de_retrait ¦ {s} ¦ pin ¦ réseau indisponible
code_secret_wave ¦ {s} ¦ pin ¦ transaction refusée
otp_momo ¦ {s} ¦ pin ¦ délai dépassé
code_flooz ¦ {s} ¦ pin ¦ solde insuffisant
senhaUnitelMoney ¦ {s} ¦ pin ¦ operação cancelada
codigoAcessoHospital ¦ {s} ¦ rc ¦ portal em manutenção
pinVinti4 ¦ {s} ¦ pin ¦ cartão retido
le_password_de_lapp ¦ {s} ¦ p ¦ l'app a ndem
mot_de_passe_na_nge ¦ {s} ¦ p ¦ sistème kele ve
phrase_secrete_portefeuille ¦ {s} ¦ w5 ¦ portefeuille non synchronisé
"""

_WORDS = [
    "acacia",
    "aloe",
    "chameleon",
    "civet",
    "duiker",
    "egret",
    "galago",
    "impala",
    "marula",
    "moringa",
    "oryx",
    "rooibos",
    "sisal",
    "sorghum",
    "weaver",
    "zebu",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
