"""Held-out set 69: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``benchmarks/*heldout*`` file (names that matched were renamed). Names in many styles: camel
case for this set's vendors (``elabKeyHeader``, ``towerAccessTok``, ``dataverseApiKey``,
``osfPatValue``, ``redcapProjToken``, ``icaXApiKey``, ``flywheelKeyFull``), snake case
(``labkey_apikey_pipe``, ``openml_apikey_cfg``, ``doaj_publisher_key``, ``gg_api_key_uuid``,
``muckrock_drf_token``, ``opal_pat``, ``gnode_gin_pat``, ``seek_api_tok``), kebab case
(``xnat-alias-secret``, ``cilogon-client-secret``, ``jetstream-appcred-secret``,
``htcondor-idtoken``), upper snake (``OPENNEURO_KEY_VALUE``, ``CYVERSE_TERRAIN_JWT``,
``XDMOD_TOKEN_VALUE``), browser-agent names (``storageStateCookie``, ``harAuthHeader``,
``axTextboxValue``, ``ocrSecretLine``, ``cookieJarValue``) and this set's languages' words in
ASCII (Swahili ``nenoLaSiriJipya`` and ``ufunguo_wa_api``, Yoruba ``oroAsinaTitun``, Igbo
``nomba_nzuzo``, Hausa ``kalmarWucewa``, Zulu ``igama_eliyimfihlo``, Xhosa
``igamaLokugqitha``, Shona ``nhambaYechivande``, Wolof ``baat_bu_kumpa``, Lingala
``liloba_sekele``, Kinyarwanda ``ijambo_ibanga``, Malagasy ``tenyMiafina``, Somali
``sirta_cusub_somali``, Amharic ``mistirawi_kutir``, Tigrinya ``mehlefi_qal``, Pidgin
``pass_wey_dem_give``, Afrikaans ``tydelikeWagwoord``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_WORDS = ["mbuyu", "ndizi", "kisiwa", "pundamilia", "kahawa", "mvua", "tembo", "embe"]

_ROWS = r"""
elabKeyHeader ¦ 4-{s} ¦ h84 ¦ eLabFTW: experiment 42 is locked
towerAccessTok ¦ eyJ0aWQiOiA0NDE3fS4{s} ¦ h40 ¦ tw: workspace 40230138858677 not found
dataverseApiKey ¦ {s} ¦ uuid ¦ dataverse: dataset doi:10.70122/FK2/QX7L1B is in review
osfPatValue ¦ {s} ¦ A70 ¦ osf: node k7x3q has no storage provider osfstorage
redcapProjToken ¦ {s} ¦ H32 ¦ REDCap: record 1187-044 has unsaved changes
icaXApiKey ¦ {s} ¦ A32 ¦ ICA: project 6c2d has no analysis storage
flywheelKeyFull ¦ fw.neuro.example.org:{s} ¦ u40 ¦ flywheel: session 63f1 has no acquisitions
labkey_apikey_pipe ¦ apikey|{s} ¦ h32 ¦ LabKey: query Panels not found in schema lists
openml_apikey_cfg ¦ {s} ¦ h32 ¦ openml: dataset 44156 is deactivated
doaj_publisher_key ¦ {s} ¦ h32 ¦ DOAJ: ISSN 2049-3630 does not belong to your account
gg_api_key_uuid ¦ {s} ¦ uuid ¦ GlobalGiving: project 54211 is retired
muckrock_drf_token ¦ {s} ¦ h40 ¦ MuckRock: agency 918 has no FOIA portal
opal_pat ¦ {s} ¦ A32 ¦ opal: table CHILD.baseline is a view
gnode_gin_pat ¦ {s} ¦ h40 ¦ gin: repository ocheng/mouse-v1-2p already exists
seek_api_tok ¦ {s} ¦ A40 ¦ SEEK: data file 4411 has no content blob
invenio_rdm_bearer ¦ {s} ¦ A60 ¦ invenio: draft 9kq2x-ab311 has validation errors
labstepApiKey ¦ {s} ¦ uuid ¦ labstep: experiment 88114 is archived
wosStarterKey ¦ {s} ¦ h40 ¦ wos: query returned 0 records
propublicaKeyHdr ¦ {s} ¦ A40 ¦ propublica: congress 119 not yet available
xnat-alias-secret ¦ {s} ¦ A64 ¦ xnat: project NEURO_07 has no sessions
cilogon-client-secret ¦ {s} ¦ u64 ¦ cilogon: redirect_uri not registered
jetstream-appcred-secret ¦ {s} ¦ u86 ¦ openstack: quota exceeded for instances
htcondor-idtoken ¦ eyJhbGciOiJIUzI1NiJ9.{s} ¦ u120 ¦ condor_submit: no matching schedd
coldfront-drf-tok ¦ {s} ¦ h40 ¦ coldfront: allocation 771 expired
dockstore-user-token ¦ {s} ¦ h64 ¦ dockstore: workflow not published
OPENNEURO_KEY_VALUE ¦ eyJhbGciOiJIUzI1NiJ9.{s} ¦ u90 ¦ openneuro: dataset ds005123 snapshot pending
CYVERSE_TERRAIN_JWT ¦ eyJhbGciOiJSUzI1NiJ9.{s} ¦ u150 ¦ terrain: path /iplant/home/ocheng/rhizotron does not exist
XDMOD_TOKEN_VALUE ¦ {s} ¦ h64 ¦ xdmod: realm SUPREMM not enabled
EPI2ME_KEY_RAW ¦ {s} ¦ h64 ¦ epi2me: workflow wf-human-variation not installed
TENX_CLOUD_TOKEN ¦ {s} ¦ A64 ¦ txg: project 7c1 has no libraries
LENS_SCHOLARLY_TOKEN ¦ {s} ¦ A64 ¦ lens: query too broad
storageStateCookie ¦ sessionid={s} ¦ u64 ¦ playwright: context closed
harAuthHeader ¦ Bearer {s} ¦ A64 ¦ har: entry 14 has no response
axTextboxValue ¦ {s} ¦ A48 ¦ accessibility: node 118 detached
ocrSecretLine ¦ Client secret {s} ¦ h64 ¦ ocr: confidence below threshold
cookieJarValue ¦ {s} ¦ A40 ¦ cookiejar: domain mismatch
cdpExtraHeader ¦ x-api-key: {s} ¦ A32 ¦ cdp: target crashed
domHiddenInput ¦ {s} ¦ A48 ¦ page: element is not visible
localStorageAuth ¦ {s} ¦ u43 ¦ page: evaluate timed out
typed_into_field ¦ {s} ¦ p ¦ browser: element index 9 is not an input
screen_reader_text ¦ {s} ¦ p ¦ a11y: no focusable element
donorfy_access_key ¦ {s} ¦ A24 ¦ donorfy: constituent 55012 merged
actblue_client_secret ¦ {s} ¦ u43 ¦ actblue: report not ready
fluxx_oauth_secret ¦ {s} ¦ h64 ¦ fluxx: grant request 2026-0419 locked
submittable_key_b ¦ {s} ¦ h32 ¦ submittable: form 7712 closed
open311_apikey ¦ {s} ¦ A32 ¦ open311: service_code POTHOLE unknown
ballotpedia_xkey ¦ {s} ¦ A40 ¦ ballotpedia: no elections at point
decidim_api_secret ¦ {s} ¦ h128 ¦ decidim: participatory process 12 unpublished
nenoLaSiriJipya ¦ {s} ¦ p ¦ seva: akaunti imefungwa kwa muda
ufunguo_wa_api ¦ {s} ¦ A40 ¦ seva: mradi haupatikani
oroAsinaTitun ¦ {s} ¦ p ¦ olupin: iroyin ko si
nomba_nzuzo ¦ {s} ¦ pin ¦ ihe nkesa: akaụntụ akpọchiri
kalmarWucewa ¦ {s} ¦ p ¦ sabar: asusun an kulle
igama_eliyimfihlo ¦ {s} ¦ p ¦ iseva: i-akhawunti ivaliwe
igamaLokugqitha ¦ {s} ¦ p ¦ iseva: iakhawunti itshixiwe
nhambaYechivande ¦ {s} ¦ pin ¦ sevha: akaundi yakavharwa
baat_bu_kumpa ¦ {s} ¦ p ¦ serwoor: sa kont tëju na
liloba_sekele ¦ {s} ¦ p ¦ serveur: compte ekangami
ijambo_ibanga ¦ {s} ¦ p ¦ seriveri: konti yafunzwe
tenyMiafina ¦ {s} ¦ p ¦ mpizara: voahidy ny kaonty
sirta_cusub_somali ¦ {s} ¦ p ¦ adeeg: akoonkaaga waa xiran yahay
mistirawi_kutir ¦ {s} ¦ pin ¦ አገልጋይ: መለያው ተቆልፏል
mehlefi_qal ¦ {s} ¦ p ¦ ኣገልጋሊ: ሕሳብ ተዓጽዩ
pass_wey_dem_give ¦ {s} ¦ p ¦ server: dem don lock your account
tydelikeWagwoord ¦ {s} ¦ p ¦ bediener: rekening gesluit
kaulisiri_pochi ¦ {s} ¦ w6 ¦ pochi: mtandao haupatikani
misimbo_rejesha ¦ {s} ¦ rc ¦ seva: msimbo tayari umetumika
"""


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
