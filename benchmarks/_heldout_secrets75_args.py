"""Held-out set 75: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier ``*heldout*``
file (none matched; ``fjalekalimi_db``, ``sifra_baze``, ``taastekood``, ``rikuperimi``,
``dsn`` and ``jdbcUrl`` did and were renamed). Names in many styles: camel case for set 75's
vendors (``appodealAppKey``, ``eflowNetworkKey``, ``voluumCwauth``, ``keitaroAdminKey``,
``pstackSecret``, ``mubertLicenseToken``, ``feedfmSecret``), snake case (``lwa_client_secret``,
``entra_store_secret``, ``phenix_app_secret``, ``partnerize_user_api_key``,
``teads_dsp_client_secret``, ``freewheel_password``), kebab case (``bintu-api-key``,
``ceeblue-stream-key``, ``osc-access-token``, ``icecast-source-pw``), upper snake
(``LANDR_API_KEY``, ``APPWARP_SECRET_KEY``, ``KWS_CLIENT_SECRET``, ``BINOM_API_KEY``), dotted
settings of database tools (``pgroll.pg_password``, ``ghost.password``,
``pgcat.admin_password``, ``supavisor.api_jwt_secret``), connection strings whose password is
the secret (``chartsReportsDsn``, ``mysqlDsn``, ``jdbc_connect_url``, ``mongoUri``), and set
75's languages' words in ASCII (Icelandic ``lykilord_gagnagrunns``, Faroese ``loyniordid``,
Irish ``focal_faire_bunachair``, Welsh ``cyfrinair_cronfa_ddata``, Basque
``datu_basearen_pasahitza``, Catalan ``clau_acces_bd`` and ``frase_de_pas``, Galician
``chave_acceso_bd``, Maltese ``kelma_sigrieta_db``, Albanian ``fjalekalim_i_bazes`` and
``fjalet_e_rikthimit``, Macedonian ``lozinka_baza``, Serbian ``sifraZaBazuPodataka``, Slovene
``geslo_zbirke``, Estonian ``andmebaasi_salasona``, ``taastekoodid_varu`` and ``PIN1_kood``,
Latvian ``datubazes_parole``, Lithuanian ``duomenu_bazes_slaptazodis``, Finnish
``tietokannan_salasana``, ``palautuskoodit`` and ``tunnusluku``, Hungarian
``adatbazis_jelszo``, Greek ``kodikos_vasis``, Luxembourgish ``datebank_passwuert``, North
Sámi ``diehtovuodu_beassansatni``); the messages are those languages' "connection failed".
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
appodealAppKey ¦ {s} ¦ h48 ¦ Appodeal: ad networks not initialized
eflowNetworkKey ¦ {s} ¦ A32 ¦ Everflow offer sync failed: 403 Out of realm
voluumCwauth ¦ {s} ¦ A32 ¦ Voluum report request timed out
redtrackReportKey ¦ {s} ¦ A24 ¦ RedTrack campaign 118 not found
keitaroAdminKey ¦ {s} ¦ h32 ¦ Keitaro stream update rejected
pstackSecret ¦ {s} ¦ A40 ¦ PartnerStack partner lookup failed
apptweakToken ¦ {s} ¦ A30 ¦ AppTweak quota exceeded for today
appetizeTok ¦ tok_{s} ¦ l26 ¦ Appetize build upload failed: 413
admitadClientSecret ¦ {s} ¦ h30 ¦ Admitad token request failed
affiseApiKey ¦ {s} ¦ h40 ¦ Affise conversion import returned status 2
mubertLicenseToken ¦ {s} ¦ A48 ¦ Mubert track generation queued too long
feedfmSecret ¦ {s} ¦ h40 ¦ Feed.fm station list empty
lwa_client_secret ¦ {s} ¦ h64 ¦ App Submission edit already open
entra_store_secret ¦ {s} ¦ u40 ¦ Partner Center submission is in a failed state
phenix_app_secret ¦ {s} ¦ A32 ¦ Phenix channel is not live
partnerize_user_api_key ¦ {s} ¦ A24 ¦ Partnerize conversion export empty
teads_dsp_client_secret ¦ {s} ¦ A40 ¦ Teads DSP campaign budget locked
freewheel_password ¦ {s} ¦ p ¦ FreeWheel placement 2231 archived
podscribe_api_key ¦ {s} ¦ A32 ¦ Podscribe campaign has no impressions
vindral_auth_token ¦ {s} ¦ u64 ¦ Vindral channel offline
bintu-api-key ¦ {s} ¦ h64 ¦ bintu stream create failed
ceeblue-stream-key ¦ {s} ¦ l32 ¦ WHIP endpoint returned 404
osc-access-token ¦ {s} ¦ u120 ¦ OSC instance not ready
hubhopper-key ¦ {s} ¦ A40 ¦ Hubhopper episode not found
rsscom-api-key ¦ {s} ¦ A48 ¦ RSS.com episode upload failed
adswizz-client-secret ¦ {s} ¦ A48 ¦ AdsWizz campaign report empty
icecast-source-pw ¦ {s} ¦ p ¦ mountpoint /live in use
zeno-broadcast-pw ¦ {s} ¦ A12 ¦ encoder disconnected
LANDR_API_KEY ¦ {s} ¦ A40 ¦ LANDR release rejected: missing ISRC
AUDIBLE_MAGIC_CUSTOMER_KEY ¦ {s} ¦ H32 ¦ identification queue full
APPWARP_SECRET_KEY ¦ {s} ¦ h64 ¦ AppWarp room not found
CM_REFRESH_KEY ¦ {s} ¦ A64 ¦ Challengermode tournament closed
KWS_CLIENT_SECRET ¦ {s} ¦ A48 ¦ parental consent pending
ADGEM_POSTBACK_KEY ¦ {s} ¦ A40 ¦ AdGem postback verifier mismatch
MEDIAMATH_CLIENT_SECRET ¦ {s} ¦ A64 ¦ MediaMath strategy paused
BINOM_API_KEY ¦ {s} ¦ h32 ¦ Binom campaign stats empty
pgroll.pg_password ¦ {s} ¦ p ¦ pgroll migration 07 already active
ghost.password ¦ {s} ¦ p ¦ gh-ost cut-over postponed
skeema.password ¦ {s} ¦ p ¦ skeema lint found 3 problems
pgcat.admin_password ¦ {s} ¦ A32 ¦ pgcat pool ads is paused
supavisor.api_jwt_secret ¦ {s} ¦ A48 ¦ tenant podcasts not found
odyssey.backend_password ¦ {s} ¦ p ¦ odyssey: route ads.ads_app not found
chartsReportsDsn ¦ postgresql://reports:{s}@127.0.0.1:5432/charts ¦ p ¦ relation "weekly_charts" does not exist
mysqlDsn ¦ reports:{s}@tcp(127.0.0.1:3306)/radio?parseTime=true ¦ p ¦ Error 1146: Table 'radio.plays' doesn't exist
jdbc_connect_url ¦ jdbc:postgresql://127.0.0.1:5432/ads?user=etl&password={s} ¦ p ¦ column "bid_floor" does not exist
mongoUri ¦ mongodb://playlists:{s}@127.0.0.1:27017/playlists?authSource=admin ¦ p ¦ ns not found
lykilord_gagnagrunns ¦ {s} ¦ p ¦ tenging við gagnagrunn rofnaði
loyniordid ¦ {s} ¦ p ¦ sambandið við dátugrunnin slitnaði
focal_faire_bunachair ¦ {s} ¦ p ¦ theip ar an gceangal
cyfrinair_cronfa_ddata ¦ {s} ¦ p ¦ methodd y cysylltiad
datu_basearen_pasahitza ¦ {s} ¦ p ¦ konexioak huts egin du
clau_acces_bd ¦ {s} ¦ A40 ¦ la connexió ha fallat
chave_acceso_bd ¦ {s} ¦ A40 ¦ fallou a conexión
kelma_sigrieta_db ¦ {s} ¦ p ¦ il-konnessjoni falliet
fjalekalim_i_bazes ¦ {s} ¦ p ¦ lidhja dështoi
lozinka_baza ¦ {s} ¦ p ¦ врската не успеа
sifraZaBazuPodataka ¦ {s} ¦ p ¦ веза није успела
geslo_zbirke ¦ {s} ¦ p ¦ povezava ni uspela
andmebaasi_salasona ¦ {s} ¦ p ¦ ühendus ebaõnnestus
datubazes_parole ¦ {s} ¦ p ¦ savienojums neizdevās
duomenu_bazes_slaptazodis ¦ {s} ¦ p ¦ prisijungti nepavyko
tietokannan_salasana ¦ {s} ¦ p ¦ yhteys epäonnistui
adatbazis_jelszo ¦ {s} ¦ p ¦ a kapcsolat sikertelen
kodikos_vasis ¦ {s} ¦ p ¦ η σύνδεση απέτυχε
datebank_passwuert ¦ {s} ¦ p ¦ d'Verbindung ass feelgeschloen
diehtovuodu_beassansatni ¦ {s} ¦ p ¦ oktavuohta ii lihkostuvvan
palautuskoodit ¦ {s} ¦ rc ¦ kaksivaiheinen tunnistus pois päältä
taastekoodid_varu ¦ {s} ¦ rc ¦ kaheastmeline autentimine keelatud
tunnusluku ¦ {s} ¦ pin ¦ kortti lukittu
PIN1_kood ¦ {s} ¦ pin ¦ ID-kaardi sertifikaat aegunud
fjalet_e_rikthimit ¦ {s} ¦ w4 ¦ portofoli nuk u gjet
frase_de_pas ¦ {s} ¦ w5 ¦ el moneder no s'ha trobat
"""

_WORDS = [
    "puffin",
    "geyser",
    "heather",
    "dolmen",
    "lagoon",
    "glacier",
    "saffron",
    "cypress",
    "juniper",
    "reindeer",
    "lynx",
    "birch",
    "amber",
    "fjord",
    "olive",
    "thyme",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
