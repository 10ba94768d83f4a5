"""Held-out set 71: the secret only in a tool argument, never in the message, under argument
names no earlier set used (each grepped for as a fixed string in every earlier
``benchmarks/*heldout*`` file; ``leaFufu``, ``vosaVuni`` and ``mqtt_broker_pass`` matched and
were replaced): names from this set's share (eSIM and SIM portals, CPaaS, satellite tasking and
ground stations, LoRaWAN, drones, GIS services, vector databases, embedders, rerankers and
crawlers) in snake_case, camelCase, PascalCase, kebab-case, SCREAMING_CASE and dotted names,
and names in Māori, Hawaiian, Tongan, Fijian, Samoan, Tok Pisin and Bislama (``kupuhipa_hou``,
``waehereTakiuru``, ``helu_huna``, ``leaFufuFoou``, ``vosaVuniVou``,
``numeraFaalilolilo``, ``haitNamba``, ``paswordBlong``), as remembered.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
sim_portal_passcode ¦ {s} ¦ p ¦ SIM portal login failed (401)
esimActivationSecret ¦ {s} ¦ A32 ¦ eSIM activation rejected: profile already installed
groundStationToken ¦ {s} ¦ u48 ¦ pass booking refused: antenna busy
tasking-client-secret ¦ {s} ¦ A40 ¦ tasking request failed: invalid_client
TILE_SERVER_KEY ¦ {s} ¦ h32 ¦ tile fetch returned 403 for z14
vectorDbApiKey ¦ {s} ¦ A40 ¦ vector search timed out after 30 s
qdrant_api_key ¦ {s} ¦ u36 ¦ collection 'docs' not found
weaviateAuthSecret ¦ {s} ¦ A32 ¦ schema class DocChunk missing
milvus_root_password ¦ {s} ¦ p ¦ connect to 10.9.0.4:19530 refused
chroma_server_authn_credentials ¦ {s} ¦ A36 ¦ chroma heartbeat failed
pgvector_dsn ¦ postgresql://rag:{s}@10.9.0.7:5432/rag ¦ p ¦ could not load extension vector
embedderApiKey ¦ {s} ¦ A48 ¦ embedding batch rejected: input too long
rerankerToken ¦ Bearer {s} ¦ u40 ¦ rerank service unavailable (503)
crawlerCookie ¦ session={s}; path=/ ¦ u43 ¦ crawl aborted: robots.txt disallows /admin
sitemapAuth ¦ {s} ¦ p ¦ sitemap fetch failed: 401
smsGatewaySecret ¦ {s} ¦ h40 ¦ SMS not sent: sender id not registered
cpaasAuthToken ¦ {s} ¦ A32 ¦ voice call could not be placed: number unreachable
mvnoPortalPassword ¦ {s} ¦ p ¦ MVNO portal is in maintenance
iccidUnlockPin ¦ {s} ¦ pin ¦ SIM 8967901234567890123 locked
puk_code ¦ {s} ¦ pin ¦ PUK attempts remaining: 2
esim_lpa_confirmation_code ¦ {s} ¦ A12 ¦ LPA download failed: confirmation required
smdp_matching_id_secret ¦ LPA:1$smdp.io${s} ¦ U24 ¦ SM-DP+ returned 8.2.6
ntnDeviceSecret ¦ {s} ¦ h32 ¦ NTN attach failed: no satellite in view
uplinkSigningKey ¦ {s} ¦ b44 ¦ uplink frame dropped: bad MIC
telemetryHmacKey ¦ {s} ¦ h64 ¦ telemetry signature mismatch
droneFleetToken ¦ {s} ¦ A40 ¦ mission upload failed: drone offline
flightLogApiKey ¦ {s} ¦ h32 ¦ flight log sync failed: 429
imageryOrderSecret ¦ {s} ¦ A48 ¦ imagery order over budget
stacBearer ¦ {s} ¦ u64 ¦ STAC search returned 0 items
geocoderKey ¦ {s} ¦ A32 ¦ geocoding quota exceeded
basemapToken ¦ {s} ¦ u40 ¦ basemap style not found
wmsPassword ¦ {s} ¦ p ¦ GetCapabilities failed: 401
wfs_auth_token ¦ {s} ¦ A36 ¦ WFS GetFeature: layer parcels unknown
lorawan_gateway_pass ¦ {s} ¦ p ¦ gateway eui-b827ebfffe0a1c2d offline
loraAppKey ¦ {s} ¦ H32 ¦ join request rejected: DevNonce reused
nwkSKey ¦ {s} ¦ H32 ¦ frame counter out of sync
appSKey ¦ {s} ¦ H32 ¦ payload decrypt failed
KeyForHarbourLayer ¦ {s} ¦ A40 ¦ harbour layer returned empty tiles
x_sat_api_key ¦ {s} ¦ A44 ¦ satellite pass prediction failed
SatTaskingSecret ¦ {s} ¦ u48 ¦ tasking window closed
satellite.api.secret ¦ {s} ¦ A40 ¦ satellite catalogue unavailable
gis--token ¦ {s} ¦ A36 ¦ parcel query failed: geometry invalid
ingest_bucket_secret ¦ {s} ¦ b40 ¦ ingest bucket not reachable
ChunkStorePassword ¦ {s} ¦ p ¦ chunk store is read-only
hub-download-token ¦ hf_{s} ¦ A34 ¦ model download failed: gated repo
EMBEDDINGS_PROVIDER_KEY ¦ {s} ¦ A48 ¦ embeddings provider returned 500
crawl.basic.auth ¦ crawler:{s} ¦ p ¦ crawl aborted after 3 redirects
rerank_api_secret ¦ {s} ¦ h40 ¦ rerank request too large
simSwapClientSecret ¦ {s} ¦ u40 ¦ SIM swap check unavailable
qod_app_key ¦ {s} ¦ h50 ¦ QoD session could not be created
starlinkClientSecret ¦ {s} ¦ A40 ¦ terminal list empty
tleFeedPassword ¦ {s} ¦ p ¦ TLE feed returned stale data
kī_tūmataiti ¦ {s} ¦ A32 ¦ Kāore te kī i whakaaetia (key not accepted)
kupuhipa_hou ¦ {s} ¦ p ¦ Kāore i taea te takiuru (login failed)
waehereTakiuru ¦ {s} ¦ pin ¦ Kua pau te waehere (the code expired)
helu_huna ¦ {s} ¦ pin ¦ ʻAʻole i pololei (not correct)
leaFufuFoou ¦ {s} ¦ p ¦ ʻIkai lava ke hū (could not sign in)
vosaVuniVou ¦ {s} ¦ p ¦ Sega ni rawa (could not sign in)
numeraFaalilolilo ¦ {s} ¦ pin ¦ Ua le sao (not correct)
haitNamba ¦ {s} ¦ pin ¦ Hait namba i no stret
paswordBlong ¦ {s} ¦ p ¦ Pasword i no stret
"""

_WORDS = ["kahu", "moana", "niu", "pua", "tapa", "vaka", "fale", "lani"]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
