"""Innocent set 71: ids from this set's domains, flags and settings named like credentials,
and parse errors quoting ordinary values.

``DOMAINS``: eSIM inventory and SIM lifecycles, cell-site surveys, satellite passes and
imagery orders, drone surveys, GIS parcels and tiles, tsunami buoys, waka ama regattas,
rugby sevens and a manoomin (wild rice) harvest (the last three grepped for in every earlier
``_heldout_innocents*`` and ``heldout_innocents*`` file; none matched, while canoe,
outrigger, kava, taro, lacrosse and sled did). ``FLAGS``: settings whose names say password,
token, key, secret, PIN, PUK or passphrase and whose values are not. ``PARSE``: parse errors
quoting ordinary values (coordinates, ICCIDs, TLEs, WKT, CRS codes).
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
esim inventory: ⟦ICCID 89«d17»⟧ ⟦state Released⟧ — ⟦profile «U8»-NZ-7D⟧
esim inventory: ⟦EID 89049032«d24»⟧ ⟦3 profiles installed⟧ — ⟦last seen 2026-12-06⟧
esim inventory: ⟦order «uuid»⟧ ⟦12 eSIMs, bundle esim_1GB_7D_NZ_V2⟧ — ⟦status Completed⟧
esim inventory: ⟦matching id not required⟧ ⟦SM-DP+ smdp.example.io⟧ — ⟦activation code format LPA:1$⟧
sim lifecycle: ⟦IMSI 530«d12»⟧ ⟦suspended by policy "no-usage-90d"⟧ — ⟦MSISDN +685 «d7»⟧
sim lifecycle: ⟦SIM group buoys-pacific⟧ ⟦214 active, 6 suspended⟧ — ⟦data 41.2 GB this month⟧
cell site survey: ⟦site «U3»-«d4»⟧ ⟦eNB «d6»⟧ ⟦PCI 212, EARFCN 1850⟧ — ⟦RSRP -97 dBm⟧
cell site survey: ⟦cell id «h7»⟧ ⟦TAC «d5»⟧ — ⟦azimuth 120°, tilt 4°⟧
cell site survey: ⟦MCC 530 MNC 01⟧ ⟦band 28⟧ — ⟦backhaul microwave 18 GHz⟧
satellite pass: ⟦NORAD «d5»⟧ ⟦AOS 08:41:12Z⟧ ⟦max elevation 61°⟧ — ⟦station «l6»⟧
satellite pass: ⟦TLE epoch 26341.«d8»⟧ ⟦inclination 97.4°⟧ — ⟦pass id «uuid»⟧
imagery order: ⟦archive id «h32»⟧ ⟦GSD 0.5 m⟧ ⟦cloud 7%⟧ — ⟦order «d9»⟧
imagery order: ⟦scene «U4»_«d8»T«d6»_«U6»⟧ ⟦SAR spotlight⟧ — ⟦delivered to s3://imagery-raw/«l12»/⟧
imagery order: ⟦STAC item «l8»-«d10»⟧ ⟦collection capella-open-data⟧ — ⟦asset HH.tif⟧
drone survey: ⟦mission «uuid»⟧ ⟦142 photos, 80% overlap⟧ — ⟦GSD 2.1 cm/px⟧
drone survey: ⟦aircraft serial «U14»⟧ ⟦battery cycles 212⟧ — ⟦flight log «d10».csv⟧
drone survey: ⟦LAANC request «U10»⟧ ⟦approved to 200 ft⟧ — ⟦ceiling 400 ft⟧
gis parcels: ⟦parcel «d8»⟧ ⟦area 0.214 ha⟧ — ⟦title «U3»«d5»/«d3»⟧
gis parcels: ⟦layer cadastral_parcels⟧ ⟦EPSG:2193⟧ — ⟦feature count 48,112⟧
gis tiles: ⟦tile z14/«d5»/«d4»⟧ ⟦etag "«h32»"⟧ — ⟦cache HIT⟧
gis tiles: ⟦tileset «l10»⟧ ⟦PMTiles v3⟧ — ⟦size 1.2 GB⟧
tsunami buoy: ⟦DART «d5»⟧ ⟦water column 4,812.3 m⟧ — ⟦mode standard 15 min⟧
tsunami buoy: ⟦modem IMEI «d15»⟧ ⟦SBD MOMSN «d5»⟧ — ⟦payload 48 bytes⟧
waka ama: ⟦crew «d4»⟧ ⟦W6 500 m, lane 3⟧ — ⟦time 2:14.81⟧
waka ama: ⟦regatta «l6»⟧ ⟦W12 open women⟧ — ⟦heat 4 of 9⟧
waka ama: ⟦paddler «d7»⟧ ⟦seat 3⟧ — ⟦club Ngā Hoe «U2»«d2»⟧
rugby sevens: ⟦match «d5»⟧ ⟦Fiji 24 – Samoa 19⟧ — ⟦pool B⟧
rugby sevens: ⟦player «d6»⟧ ⟦3 tries⟧ — ⟦jersey 7⟧
rugby sevens: ⟦accreditation «U10»⟧ ⟦zone 2, media⟧ — ⟦valid 2026-12-07⟧
manoomin harvest: ⟦lake «l8»⟧ ⟦312 lb green rice⟧ — ⟦permit «d6»⟧
manoomin harvest: ⟦batch «U2»-«d5»⟧ ⟦parched 2 h⟧ — ⟦finished 118 lb⟧
voyaging: ⟦vaka «l6»⟧ ⟦leg 3 of 7⟧ — ⟦position 17°44′S 168°19′E⟧
voyaging: ⟦crew list rev «d3»⟧ ⟦16 crew⟧ — ⟦star house ʻAina⟧
cpaas: ⟦message «uuid»⟧ ⟦status delivered⟧ — ⟦to +676 «d7»⟧
cpaas: ⟦campaign «U12»⟧ ⟦10DLC brand «U7»⟧ — ⟦throughput 75 mps⟧
cpaas: ⟦sender id TONGA-ALERT⟧ ⟦approved 2026-11-28⟧ — ⟦country TO⟧
network api: ⟦QoD session «uuid»⟧ ⟦profile QOS_L⟧ — ⟦duration 3600 s⟧
network api: ⟦SIM swap check⟧ ⟦swapped false⟧ — ⟦max age 240 h⟧
network api: ⟦x-correlator «uuid»⟧ ⟦device location verified⟧ — ⟦accuracy 2 km⟧
ground station: ⟦contact «d9»⟧ ⟦S-band downlink 2.2 GHz⟧ — ⟦1.4 GB received⟧
"""

FLAGS = r"""
flags: ⟦password_required: false⟧ for ⟦guest Wi-Fi at the marae⟧
flags: ⟦sim_pin_enabled: yes⟧ ⟦puk_attempts_left: 10⟧
flags: ⟦token_ttl_seconds: 86400⟧ ⟦token_endpoint_rate_limit: 3/min⟧
flags: ⟦api_key_header: X-API-Key⟧ ⟦api_key_location: header⟧
flags: ⟦client_secret_rotation_days: 90⟧ ⟦client_secret_set: true⟧
flags: ⟦secret_store: vault⟧ ⟦secret_path: kv/esim/prod⟧
flags: ⟦passphrase_min_words: 5⟧ ⟦passphrase_wordlist: eff_large⟧
flags: ⟦pin_length: 6⟧ ⟦pin_retry_limit: 3⟧
flags: ⟦key_rotation: enabled⟧ ⟦key_id: «l8»⟧
flags: ⟦webhook_secret_configured: yes⟧ ⟦signature_header: X-Signature⟧
flags: ⟦auth_mode: apiKey⟧ ⟦auth_scheme_name: apiKeyAuth⟧
flags: ⟦password_policy: min 12, 1 symbol⟧ ⟦password_history: 5⟧
flags: ⟦qdrant api_key: (unset)⟧ ⟦read_only_api_key: (unset)⟧
flags: ⟦AUTHENTICATION_APIKEY_ENABLED=true⟧ ⟦AUTHENTICATION_APIKEY_USERS=ingest-bot⟧
flags: ⟦CHROMA_SERVER_AUTHN_PROVIDER=token⟧ ⟦credentials from file /run/secrets/chroma⟧
flags: ⟦common.security.authorizationEnabled: true⟧ ⟦user root⟧
flags: ⟦NAC_TOKEN is set (50 chars)⟧ ⟦device drone-17@testcsp.net⟧
flags: ⟦SKYFI_API_KEY present⟧ ⟦open data only: true⟧
flags: ⟦LoRaWAN activation: OTAA⟧ ⟦AppKey: stored in join server⟧
flags: ⟦nwkSKey derived: yes⟧ ⟦FCnt 32-bit⟧
flags: ⟦kupuhipa: kua tautuhia (set)⟧ ⟦rā pau 2027-03-01⟧
flags: ⟦password: ***⟧ ⟦(hidden by the portal)⟧
flags: ⟦token count: 512⟧ ⟦chunk overlap: 64 tokens⟧
flags: ⟦max_tokens: 4096⟧ ⟦tokens used: 3,211⟧
flags: ⟦key not found: user_42⟧ in ⟦cache namespace sessions⟧
flags: ⟦secret_name: esim-go-api⟧ ⟦namespace connectivity⟧
flags: ⟦credentials file: ~/.config/arlula/credentials.json⟧ ⟦mode 0600⟧
flags: ⟦file token_rotation_2026.md⟧ ⟦updated by ops⟧
flags: ⟦passwords.csv: 0 rows⟧ ⟦(template only)⟧
flags: ⟦reset_password_link_ttl: 15 min⟧ ⟦sent to k***@moana.ws⟧
"""

PARSE = r"""
parse: ⟦invalid latitude 91.2⟧ ⟦must be between -90 and 90⟧
parse: ⟦ICCID 8967901234 has 10 digits⟧ ⟦expected 19 or 20⟧
parse: ⟦TLE line 2 checksum mismatch: expected 7, got 3⟧
parse: ⟦WKT: expected ')' at position 48⟧ in ⟦POLYGON((174.7 -36.9,174.8 -36.9⟧
parse: ⟦unknown CRS 'EPSG:21933'⟧ ⟦did you mean EPSG:2193?⟧
parse: ⟦GeoJSON: coordinates must be [lon, lat]⟧ ⟦got [-36.85, 174.76]⟧
parse: ⟦MSISDN '+685 555' too short⟧ ⟦E.164 needs 8-15 digits⟧
parse: ⟦invalid MCC '999'⟧ ⟦not in ITU list⟧
parse: ⟦bbox has 3 values⟧ ⟦expected 4 or 6⟧
parse: ⟦JSONDecodeError: Expecting value: line 1 column 1 (char 0)⟧ from ⟦/v2/token⟧
parse: ⟦cron '*/15 * * *' has 4 fields⟧ ⟦expected 5⟧
parse: ⟦invalid ISO 8601 duration 'P7D2'⟧
parse: ⟦unknown bundle 'esim_1GB_7D_NZ_V3'⟧ ⟦available: esim_1GB_7D_NZ_V2⟧
parse: ⟦STAC filter: unknown property 'eo:cloud'⟧ ⟦did you mean 'eo:cloud_cover'?⟧
parse: ⟦vector dimension 768 does not match collection (384)⟧
parse: ⟦chunk 17: 1,044 tokens exceeds limit 512⟧
parse: ⟦invalid distance metric 'cosinus'⟧ ⟦expected Cosine, Dot, Euclid⟧
parse: ⟦HNSW ef_construct must be ≥ 4, got 0⟧
parse: ⟦unknown language code 'tpi-PG-x'⟧ ⟦did you mean tpi?⟧
parse: ⟦invalid NORAD id 'ISS'⟧ ⟦expected digits⟧
parse: ⟦DevEUI must be 16 hex chars⟧ ⟦got 14⟧
parse: ⟦APN 'internet..nz' has an empty label⟧
parse: ⟦zoom 23 out of range⟧ ⟦max 22⟧
parse: ⟦CSV row 41: expected 6 fields, saw 5⟧ in ⟦sims_export.csv⟧
parse: ⟦unknown field 'kupuhipaa'; did you mean 'kupuhipa'?⟧
"""
