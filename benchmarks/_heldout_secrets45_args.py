"""Held-out set 45: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none matched). Names in many styles:
camel case for set 45's vendors (``arcjetSiteKey``, ``gretelApiKey``, ``giskardHubKey``,
``creatomateBearer``, ``gumletApiKey``, ``cincopaApiToken``, ``antMediaJwtSecret``,
``everypixelClientSecret``, ``engineYardApiToken``, ``glesysApiKey``, ``monteCarloMcdToken``,
``artilleryCloudKey``, ``convelioSecretToken``, ``gigalixirApiKey``, ``incapsulaApiKey``,
``makeswiftSiteApiKey``), snake case (``elestio_api_token``, ``metaplane_bearer``,
``castr_stream_secret``, ``cherry_auth_token``, ``aporia_guardrail_key``, ``outvio_shop_key``,
``krisp_license_key``, ``cachefly_purge_token``, ``alyce_gift_api_key``, ``kluster_api_key``,
``ceipal_api_key``), kebab case (``croptracker-token``, ``kontainers-client-secret``,
``agroptima-token``, ``kilimo-api-key``, ``instafreight-key``), upper snake
(``CHRONOTRUCK_APIKEY``, ``KINAXIS_CLIENT_SECRET``, ``ORDERTIME_APIKEY``), abbreviations
(``mcdTok``, ``eyCoreTok``, ``ajKey``, ``gsxKey``) and other languages' words in ASCII (Romanian
``parolaBazeiDate``, Bulgarian ``parola_za_dostap``, Macedonian ``lozinkaNaServisot``, Serbian
``lozinka_servera``, Croatian ``zaporkaPosluzitelja``, Slovenian ``gesloStreznika``, Albanian
``fjalekalimi_db``, Greek ``kodikosProsvasis``, Turkish ``parolaAnahtariSunucu``, Georgian
``paroli_servisis``, Armenian ``gaghtnabar_hashvi``, Latvian ``parole_datubazei``, Estonian
``salasona_andmebaas``, Azerbaijani ``sifre_acari``, Bosnian ``sifra_baze``, Romanian
``codRecuperare`` and ``pinCodMobil``, Lithuanian ``atkurimo_kodas``, Serbo-Croatian
``tajna_rec``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
arcjetSiteKey ¦ ajkey_{s} ¦ l26 ¦ rule 'shield' blocked 14 requests
gretelApiKey ¦ grtu{s} ¦ h60 ¦ model 'patients-v3' finished training
giskardHubKey ¦ {s} ¦ A40 ¦ scan 2214 found 3 issues
creatomateBearer ¦ {s} ¦ h96 ¦ render 'reel-88' is queued
gumletApiKey ¦ {s} ¦ h32 ¦ asset 'trailer.mp4' is processing
cincopaApiToken ¦ {s} ¦ A36 ¦ gallery 'A4HAcdOP3O0x' has 42 assets
antMediaJwtSecret ¦ {s} ¦ A40 ¦ stream 'live-1' has 318 viewers
everypixelClientSecret ¦ {s} ¦ A40 ¦ image 8812 scored 0.82
engineYardApiToken ¦ {s} ¦ h32 ¦ environment 'shop_production' is deployed
glesysApiKey ¦ {s} ¦ A40 ¦ server wps8812 is running
monteCarloMcdToken ¦ {s} ¦ b56 ¦ monitor 'orders freshness' is green
artilleryCloudKey ¦ a9_{s} ¦ A40 ¦ test run 'checkout' ended, p95 212 ms
convelioSecretToken ¦ sk_{s} ¦ A40 ¦ quote QT-77120 is ready
gigalixirApiKey ¦ {s} ¦ uuid ¦ app 'shop-api' has 2 replicas
incapsulaApiKey ¦ {s} ¦ uuid ¦ site 8812004 is fully configured
makeswiftSiteApiKey ¦ {s} ¦ uuid ¦ page '/pricing' was published
elestio_api_token ¦ {s} ¦ A48 ¦ service 'grafana-1' is healthy
metaplane_bearer ¦ {s} ¦ h64 ¦ 12 monitors ran at 15:40
castr_stream_secret ¦ {s} ¦ A32 ¦ stream 'church-sunday' is offline
cherry_auth_token ¦ {s} ¦ A64 ¦ server 'e5-1620v4' is provisioned
aporia_guardrail_key ¦ {s} ¦ u40 ¦ policy 'pii' blocked 2 prompts
outvio_shop_key ¦ {s} ¦ A36 ¦ 19 parcels are waiting for pickup
krisp_license_key ¦ {s} ¦ A44 ¦ session 'standup' used 34 minutes
cachefly_purge_token ¦ {s} ¦ h40 ¦ purge of '/img/*' is complete
alyce_gift_api_key ¦ {s} ¦ A40 ¦ gift 'coffee kit' was accepted
kluster_api_key ¦ {s} ¦ uuid ¦ batch 7712 has 420 requests done
ceipal_api_key ¦ {s} ¦ h32 ¦ job posting 'Data Engineer' has 31 applicants
croptracker-token ¦ {s} ¦ A30 ¦ block 'Honeycrisp 4' harvested 88 bins
kontainers-client-secret ¦ {s} ¦ A40 ¦ booking KB-2210 is confirmed
agroptima-token ¦ {s} ¦ h40 ¦ field 18 was sprayed on 2026-12-01
kilimo-api-key ¦ {s} ¦ A32 ¦ pivot 'north' needs 12 mm
instafreight-key ¦ {s} ¦ A40 ¦ shipment IF-88213 is in transit
CHRONOTRUCK_APIKEY ¦ {s} ¦ A36 ¦ truck 'FR-44' is 40 km away
KINAXIS_CLIENT_SECRET ¦ {s} ¦ A48 ¦ scenario 'Q1 plan' is recalculated
ORDERTIME_APIKEY ¦ {s} ¦ uuid ¦ 212 items are below reorder point
mcdTok ¦ {s} ¦ b56 ¦ incident 4410 is acknowledged
eyCoreTok ¦ {s} ¦ h32 ¦ 2 instances are stopped
ajKey ¦ ajkey_{s} ¦ l26 ¦ rate limit is 100 per minute
gsxKey ¦ gsk-{s} ¦ A40 ¦ dataset 'faq-fr' has 300 rows
parolaBazeiDate ¦ {s} ¦ p ¦ baza 'magazin' are 3 tabele blocate
parola_za_dostap ¦ {s} ¦ p ¦ складът има 14 поръчки
lozinkaNaServisot ¦ {s} ¦ p ¦ сервисот 'плати' е достапен
lozinka_servera ¦ {s} ¦ p ¦ сервер 'web-2' ради
zaporkaPosluzitelja ¦ {s} ¦ p ¦ poslužitelj 'db-1' je dostupan
gesloStreznika ¦ {s} ¦ p ¦ strežnik 'mail' je na voljo
fjalekalimi_db ¦ {s} ¦ p ¦ baza 'dyqani' ka 8 tabela
kodikosProsvasis ¦ {s} ¦ p ¦ ο διακομιστής 'api' είναι διαθέσιμος
parolaAnahtariSunucu ¦ {s} ¦ A32 ¦ sunucu 'ankara-2' çalışıyor
paroli_servisis ¦ {s} ¦ p ¦ სერვისი 'ფოსტა' მუშაობს
gaghtnabar_hashvi ¦ {s} ¦ p ¦ հաշիվ 4410 ակտիվ է
parole_datubazei ¦ {s} ¦ p ¦ datubāze 'veikals' ir pieejama
salasona_andmebaas ¦ {s} ¦ p ¦ andmebaas 'pood' on saadaval
sifre_acari ¦ {s} ¦ A36 ¦ server 'baki-1' işləyir
sifra_baze ¦ {s} ¦ p ¦ baza 'prodavnica' ima 9 tabela
codRecuperare ¦ {s} ¦ rc ¦ contul 'ana' are 2FA activat
atkurimo_kodas ¦ {s} ¦ rc ¦ paskyra 'jonas' turi 2FA
pinCodMobil ¦ {s} ¦ pin ¦ telefonul 'Ana' este blocat
tajna_rec ¦ {s} ¦ w4 ¦ račun 'marko' je zaključan
"""

_WORDS = ["lipa", "jela", "bor", "hrast", "breza", "vrba", "topola", "javor", "brest", "grab"]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
