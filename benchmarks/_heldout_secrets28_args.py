"""Held-out set 28: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none matched; ``pw2``,
``passwd_new``, ``sekret``, ``secreto``, ``geheimnis``, ``losenord``, ``adgangskode``,
``cheie_api``, ``kunci_rahasia``, ``katalaluan``, ``nenosiri``, ``sirri``, ``pepper``,
``hmacKey``, ``cookie_secret``, ``refresh_tok``, ``bearer``, ``authz`` and ``x-auth`` did and
were dropped). Names in many styles: snake case, camel case (``edgeDeltaApiKey``,
``ninjaClientSecret``, ``normcoreAppKey``, ``radarSecretKey``, ``n8nEncryptionKey``), kebab
and header-like names (``cmk-automation-secret``, ``mergify-app-key``,
``x-hawksearch-apikey``, ``kevel-api-key``, ``mb-auth-token``), upper case
(``PRTG_APITOKEN``, ``TRUNK_API_TOKEN``), abbreviations (``c8y_password``, ``d4s_password``,
``ubi_pat``, ``tss_token``, ``mgid_tok``, ``wf_db_pw``, ``ukey``, ``skey2``, ``ak_sk``), set
28's vendors' own words (``wstoken``, ``prtgPasshash``, ``mly_client_token``,
``woosmap_private_key``, ``goffEvalKey``) and other languages' words (Spanish
``clave_de_desbloqueo``, ``contrasena_app``, Italian ``chiaveSblocco``, Dutch
``herstelsleutel``, Swedish ``engangskod``, Turkish ``kurtarmaAnahtari``, Polish
``klucz_odzyskiwania``, ``tajny_klucz``, Czech ``heslo_aplikace``, Hungarian
``helyreallitasi_kulcs``, Romanian ``parola_app``, German ``app_passwort``, Finnish
``salasana_sovellus``, Serbo-Croatian ``sifra_aplikacije``, Russian ``kod_vosstanovleniya``,
``parol_prilozheniya``, Chinese ``mima``, ``mimi_key``, Japanese ``himitsu_kagi``, Korean
``bimilbeonho``, French ``mot_de_passe_app``, Portuguese ``senhaApp``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

# name ¦ value template ({s} is the secret) ¦ secret kind: an alphabet letter and length, "p"
# (a typed password), "uuid", "w<n>" (n words with spaces), "rc" (a recovery code of two
# groups of five hex digits), "pin" (eight digits) ¦ the message the tool raises (no secret)
_ROWS = r"""
kloudmate_workspace_key ¦ sk_{s} ¦ A32 ¦ kloudmate: workspace 'prod-eu' is over its metrics quota
edgeDeltaApiKey ¦ {s} ¦ h40 ¦ edge delta: pipeline 'k8s-logs' has no active agents
cmk-automation-secret ¦ automation {s} ¦ A40 ¦ checkmk: site 'prod' is not reachable
lm_access_key ¦ {s} ¦ A40 ¦ logicmonitor: collector group 'eu-west' not found
prtgPasshash ¦ {s} ¦ d10 ¦ prtg: sensor 2291 is paused by the user
PRTG_APITOKEN ¦ {s} ¦ B56 ¦ prtg: historic data for sensor 2291 is not available yet
auvik_api_key ¦ {s} ¦ A44 ¦ auvik: tenant 'acme-msp' has no devices discovered
ninjaClientSecret ¦ {s} ¦ u56 ¦ ninjaone: organization 'Acme Dental' not found
pulseway_token ¦ {s} ¦ h32 ¦ pulseway: device group 'Clinics' is empty
mergify-app-key ¦ {s} ¦ A44 ¦ mergify: queue 'main' is frozen
TRUNK_API_TOKEN ¦ {s} ¦ h32 ¦ trunk: no test results found in junit.xml
ubi_pat ¦ pat-{s} ¦ l44 ¦ ubicloud: vm 'build-1' is still provisioning
normcoreAppKey ¦ {s} ¦ uuid ¦ normcore: room 'lobby-eu' is full
tss_token ¦ tss_{s} ¦ A40 ¦ thunderstore: package version 1.4.0 already exists
qubitro_device_token ¦ {s} ¦ A40 ¦ qubitro: device 'greenhouse-3' is offline
c8y_password ¦ {s} ¦ p ¦ cumulocity: managed object 88213 has no measurements
loriot-app-token ¦ {s} ¦ u60 ¦ loriot: downlink queue for 70B3D57ED0051234 is full
mly_client_token ¦ MLY|4921877334112093|{s} ¦ h32 ¦ mapillary: no images in the requested bbox
radarSecretKey ¦ prj_live_sk_{s} ¦ h40 ¦ radar: geofence 'store-112' has no tag
woosmap_private_key ¦ woos-{s} ¦ uuid ¦ woosmap: store 'PAR-07' has no opening hours
sipgate_pat ¦ {s} ¦ uuid ¦ sipgate: number +49 211 5555 0100 is not SMS-capable
x-hawksearch-apikey ¦ {s} ¦ uuid ¦ hawksearch: index 'products-2026-12' is rebuilding
d4s_password ¦ {s} ¦ h16 ¦ dataforseo: task queue is full, retry in 60 s
goffEvalKey ¦ {s} ¦ u36 ¦ go-feature-flag: flag 'new-checkout' not found
featbit_env_secret ¦ {s} ¦ u44 ¦ featbit: environment 'prod' has no flags
kinetica_pwd ¦ {s} ¦ p ¦ kinetica: table 'ki_home.trips' does not exist
kevel-api-key ¦ {s} ¦ h32 ¦ kevel: flight 55102 has ended
wstoken ¦ {s} ¦ h32 ¦ totara: course 'Fire safety 2027' is hidden
edx_oauth_secret ¦ {s} ¦ A64 ¦ open edx: course-v1:Acme+FS101+2027 has no enrollments
mb-auth-token ¦ {s} ¦ h64 ¦ managebac: class 'IB Physics HL' not found
ccb_api_pass ¦ {s} ¦ p ¦ ccb: group 'Youth Leaders' has no members
everlaw_pat ¦ {s} ¦ A48 ¦ everlaw: project 8812 is archived
karrio_key ¦ key_{s} ¦ h32 ¦ karrio: carrier 'dhl_express' is not connected
tracking_api_key ¦ {s} ¦ l36 ¦ trackingmore: courier code 'yunexpress' not recognised
sendle_api_key ¦ {s} ¦ A24 ¦ sendle: pickup date is a public holiday
utils_secret ¦ {s} ¦ h64 ¦ outline: collection 'Runbooks' not found
n8nEncryptionKey ¦ {s} ¦ A32 ¦ n8n: workflow 'Nightly sync' is inactive
kavita_token_key ¦ {s} ¦ A64 ¦ kavita: library 'Comics' is scanning
guac_db_pass ¦ {s} ¦ p ¦ guacamole: connection 'rdp-finance' not found
ldap_bindpw ¦ {s} ¦ p ¦ librenms: device 'core-sw1' is down
hash_salt ¦ {s} ¦ A32 ¦ monica: contact 1183 not found
nextauthSecret ¦ {s} ¦ b44 ¦ karakeep: bookmark list 'Reading' is empty
clave_de_desbloqueo ¦ {s} ¦ rc ¦ el volumen D: ya está desbloqueado
chiaveSblocco ¦ {s} ¦ pin ¦ la SIM non risponde, riprova
herstelsleutel ¦ {s} ¦ uuid ¦ schijf E: is al ontgrendeld
engangskod ¦ {s} ¦ A20 ¦ kontot är redan aktiverat
kurtarmaAnahtari ¦ {s} ¦ A36 ¦ cüzdan zaten eşitlendi
klucz_odzyskiwania ¦ {s} ¦ rc ¦ konto zostało już przywrócone
heslo_aplikace ¦ {s} ¦ a16 ¦ schránka je plná
helyreallitasi_kulcs ¦ {s} ¦ U30 ¦ a meghajtó már fel van oldva
parola_app ¦ {s} ¦ a16 ¦ căsuța poștală nu există
app_passwort ¦ {s} ¦ a16 ¦ Postfach 'rechnungen' ist voll
salasana_sovellus ¦ {s} ¦ p ¦ postilaatikko on täynnä
sifra_aplikacije ¦ {s} ¦ p ¦ sanduče je puno
kod_vosstanovleniya ¦ {s} ¦ rc ¦ учётная запись уже восстановлена
parol_prilozheniya ¦ {s} ¦ a16 ¦ почтовый ящик переполнен
mima ¦ {s} ¦ p ¦ 邮箱已满
himitsu_kagi ¦ {s} ¦ A32 ¦ 既に登録済みです
bimilbeonho ¦ {s} ¦ p ¦ 이미 등록된 계정입니다
mot_de_passe_app ¦ {s} ¦ a16 ¦ la boîte aux lettres est pleine
senhaApp ¦ {s} ¦ a16 ¦ a caixa postal está cheia
contrasena_app ¦ {s} ¦ w5 ¦ el buzón está lleno
tajny_klucz ¦ {s} ¦ h48 ¦ usługa jest chwilowo niedostępna
ukey ¦ {s} ¦ A28 ¦ upload slot busy, retry later
skey2 ¦ {s} ¦ h40 ¦ secondary region is read-only
ak_sk ¦ AKLTY8W2QX4NC7ZP:{s} ¦ A40 ¦ object storage bucket 'media' is versioned
signing_salt ¦ {s} ¦ A24 ¦ session store is unavailable
csrfSecret ¦ {s} ¦ u32 ¦ form 'checkout' expired
jwtSigningKey ¦ {s} ¦ b64 ¦ token issuer 'acme-auth' is not trusted
auth_hdr ¦ Bearer {s} ¦ u48 ¦ upstream responded 502 Bad Gateway
"""

_WORDS = [
    "alder",
    "beacon",
    "caldera",
    "delta",
    "eyrie",
    "fennel",
    "gantry",
    "hazel",
    "isthmus",
    "jute",
    "knoll",
    "lagoon",
    "mesa",
    "nook",
    "ochre",
    "pylon",
    "quarry",
    "reef",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
