"""Held-out set 82: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``benchmarks/*heldout*`` file (none matched; names that did were renamed). Names in many
styles: camel case for set 82's vendors (``tangoPlatformKey``, ``giftbitBearer``,
``cwsClientSecret``, ``sgdbAuthKey``, ``wclClientSecret``, ``stratzJwt``, ``xfApiKey``,
``ipsRestKey``, ``circleAdminBearer``, ``vrcAuthCookie``, ``poeSessId``, ``pscMerchantKey``,
``dmarketEd25519Secret``, ``nxopenApiKey``, ``eveRefreshTok``), snake case (``fivem_license_key``,
``tebex_secret_fxdk``, ``opendota_key``, ``factorio_service_token``, ``pal_admin_password``,
``valheim_join_pw``, ``eneba_client_secret``, ``raiderio_access_key``), kebab case
(``bitrefill-api-key``, ``pebble-ptlc-key``, ``zap-hosting-key``, ``rcon-pass-vrising``,
``xign-license``), upper snake for package managers (``NPM_SCOPE_AUTH_TOKEN``,
``POETRY_HTTP_BASIC_ACME_PASSWORD``, ``CARGO_REGISTRIES_ACME_TOKEN``, ``UV_PUBLISH_TOKEN``,
``BUN_SCOPE_TOKEN``, ``GRADLE_PUBLISH_SECRET``, ``NUGET_CLEARTEXT_PW``, ``CONDA_CHANNEL_TOKEN``,
``GOPROXY_CREDS``, ``HACKAGE_API_KEY``), dotted (``maven.server.password``,
``composer.http-basic.password``, ``pnpm.authToken``) and set 82's languages' words in ASCII
(Swedish ``losenord_tillfalligt``, Danish ``adgangskodeNy``, Bokmål ``passordFrase``, Nynorsk
``mellombelsPassord``, Dutch ``wachtwoordTijdelijk``, Flemish ``paswoord_nieuw``, Afrikaans
``wagwoordTydelik``, Polish ``haslo_do_bazy``, Czech ``doc_heslo``, Slovak ``kluc_api_prod``,
Sorbian ``gronidlo``, Kashubian ``twoje_haslo``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
tangoPlatformKey ¦ {s} ¦ A40 ¦ RaaS: catalog unavailable
giftbitBearer ¦ eyJhbGciOiJIUzI1NiJ9.{s} ¦ u96 ¦ giftbit: campaign not found
cwsClientSecret ¦ $2a$10${s} ¦ A53 ¦ codeswholesale: product out of stock
bitrefill-api-key ¦ {s} ¦ A32 ¦ bitrefill: invoice expired
fivem_license_key ¦ cfxk_{s} ¦ A26 ¦ FXServer: server list heartbeat failed
tebex_secret_fxdk ¦ {s} ¦ h40 ¦ tebex: package 4412 not found
sgdbAuthKey ¦ {s} ¦ h32 ¦ steamgriddb: no grids for game
wclClientSecret ¦ {s} ¦ A40 ¦ warcraftlogs: report is private
opendota_key ¦ {s} ¦ uuid ¦ opendota: match not parsed yet
stratzJwt ¦ eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.{s} ¦ u160 ¦ stratz: rate limited
xfApiKey ¦ {s} ¦ u32 ¦ xenforo: thread locked
ipsRestKey ¦ {s} ¦ h32 ¦ invision: member not found
circleAdminBearer ¦ {s} ¦ A24 ¦ circle: space is archived
factorio_service_token ¦ {s} ¦ h30 ¦ factorio: mod portal timeout
pal_admin_password ¦ {s} ¦ A20 ¦ palworld: RCON refused
vrcAuthCookie ¦ authcookie_{s} ¦ uuid ¦ vrchat: world not found
poeSessId ¦ {s} ¦ h32 ¦ poe: stash tab hidden
pscMerchantKey ¦ psc_{s} ¦ A31 ¦ paysafecard: payment expired
valheim_join_pw ¦ {s} ¦ A12 ¦ valheim: world file locked
dmarketEd25519Secret ¦ {s} ¦ h128 ¦ dmarket: offer already sold
nxopenApiKey ¦ live_{s} ¦ h88 ¦ nexon: character not found
eveRefreshTok ¦ {s} ¦ u26 ¦ esi: character has no corp roles
eneba_client_secret ¦ {s} ¦ A48 ¦ eneba: auction closed
raiderio_access_key ¦ RIO{s} ¦ A32 ¦ raider.io: character not found
pebble-ptlc-key ¦ ptlc_{s} ¦ A43 ¦ panel: server is installing
zap-hosting-key ¦ {s} ¦ h64 ¦ zap: service suspended
rcon-pass-vrising ¦ {s} ¦ A18 ¦ vrising: castle heart decayed
xign-license ¦ {s} ¦ U32 ¦ xigncode: module update required
anybrainSecretKey ¦ {s} ¦ A40 ¦ anybrain: session dropped
matcherinoBearer ¦ {s} ¦ A40 ¦ matcherino: bracket not published
streamerbotWsPassword ¦ {s} ¦ A24 ¦ streamer.bot: action disabled
zomboidRconPw ¦ {s} ¦ A20 ¦ zomboid: world save in progress
spaceEngRemoteKey ¦ {s} ¦ b24 ¦ space engineers: grid not found
openttdRconPw ¦ {s} ¦ A20 ¦ openttd: company bankrupt
vanillaPat ¦ va.{s} ¦ u32 ¦ vanilla: category closed
phpbbDbPasswd ¦ {s} ¦ p ¦ phpbb: board disabled
prezzeeApiToken ¦ {s} ¦ A40 ¦ prezzee: card design missing
razerGoldSecret ¦ {s} ¦ h32 ¦ razer gold: reference duplicated
gamivoBearer ¦ {s} ¦ A64 ¦ gamivo: listing rejected
codaResellerSecret ¦ {s} ¦ h64 ¦ coda: sku inactive
NPM_SCOPE_AUTH_TOKEN ¦ npm_{s} ¦ A36 ¦ npm: E403 cannot publish over existing version
POETRY_HTTP_BASIC_ACME_PASSWORD ¦ {s} ¦ p ¦ poetry: repository not configured
CARGO_REGISTRIES_ACME_TOKEN ¦ {s} ¦ A32 ¦ cargo: crate version already uploaded
UV_PUBLISH_TOKEN ¦ pypi-AgEIcHlwaS5vcmc{s} ¦ u120 ¦ uv: file already exists
BUN_SCOPE_TOKEN ¦ {s} ¦ A40 ¦ bun: lockfile had changes
GRADLE_PUBLISH_SECRET ¦ {s} ¦ A32 ¦ gradle: plugin id already claimed
NUGET_CLEARTEXT_PW ¦ {s} ¦ A52 ¦ nuget: source unreachable
CONDA_CHANNEL_TOKEN ¦ ab-{s} ¦ h32 ¦ conda: channel not found
GOPROXY_CREDS ¦ ci:{s} ¦ A32 ¦ go: module not found
HACKAGE_API_KEY ¦ {s} ¦ A43 ¦ hackage: candidate exists
maven.server.password ¦ {s} ¦ p ¦ maven: artifact already deployed
composer.http-basic.password ¦ {s} ¦ h40 ¦ composer: package not found
pnpm.authToken ¦ {s} ¦ A36 ¦ pnpm: ERR_PNPM_OUTDATED_LOCKFILE
jsrPublishSecret ¦ jsrp_{s} ¦ A32 ¦ jsr: version already published
pixiPrefixToken ¦ pfx_{s} ¦ A40 ¦ pixi: channel unreachable
losenord_tillfalligt ¦ {s} ¦ p ¦ kontot är låst
adgangskodeNy ¦ {s} ¦ p ¦ kontoen er spærret
passordFrase ¦ {s} ¦ w4 ¦ nøkkelen er utløpt
mellombelsPassord ¦ {s} ¦ p ¦ tenesta er ikkje tilgjengeleg
wachtwoordTijdelijk ¦ {s} ¦ p ¦ account geblokkeerd
paswoord_nieuw ¦ {s} ¦ p ¦ dienst tijdelijk onbeschikbaar
wagwoordTydelik ¦ {s} ¦ p ¦ diens nie beskikbaar nie
haslo_do_bazy ¦ {s} ¦ p ¦ baza danych niedostępna
doc_heslo ¦ {s} ¦ p ¦ účet je zablokován
kluc_api_prod ¦ {s} ¦ A40 ¦ služba je nedostupná
gronidlo ¦ {s} ¦ p ¦ słužba njejo k dispoziciji
twoje_haslo ¦ {s} ¦ p ¦ kònto je zablokòwóné
kodyZapasowe ¦ {s} ¦ rc ¦ konto zablokowane
pinkodeKort ¦ {s} ¦ pin ¦ kortet er spærret
"""

_WORDS = [
    "eland",
    "fika",
    "gezellig",
    "hygge",
    "koppie",
    "lagom",
    "pierogi",
    "poffertjes",
    "rusk",
    "smorrebrod",
    "stroopwafel",
    "trdlo",
    "vafler",
    "zapiekanka",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
