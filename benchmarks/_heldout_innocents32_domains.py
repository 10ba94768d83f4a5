"""Innocent set 32: ids and values from domains earlier sets did not draw on, settings and
flags beside credential words, and parse errors quoting ordinary values.

``DOMAINS``: dog agility, triathlon, baduk, coin collecting, darkroom photography, screen
printing, cross-stitch, soap making, radiology, fire stations, hydro dams, tidal energy,
postal sorting, seismographs and ice cores. Each domain was grepped against every earlier
innocent set's files by its name (none matched; about 55 others did, among them sheepdog
trials, bell ringing, scuba, regattas, curling, orienteering, surfing, bowling, billiards,
sudoku, jigsaws, stamps, vinyl, letterpress, embroidery, knitting, crochet, perfumery,
tattoos, barbers, optometry, blood banks, ambulances, lifeguards, lighthouses, ferries, trams,
elevators, plumbing, roofing, wind farms, quarries, sawmills, foundries, landfills, water
treatment, herbaria, seed banks, meteorites, fossils, volcanoes, glaciers, avalanches, zoos
and aquariums). ``FLAGS``: settings and flags whose names hold credential words and whose
values are ordinary. ``PARSE``: parse and validation errors quoting ordinary values. None
holds a secret; each marks what a model needs.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
dog agility: ⟦run «d6»⟧ ⟦course Jumpers 2⟧ — ⟦SCT 38 s⟧ (⟦dog «U3»-«d4»⟧)
dog agility: ⟦height class 500⟧ ⟦weave entry fault⟧ — ⟦ring «d1»⟧
dog agility: ⟦trial «l6»-«d4»⟧ ⟦clean run⟧ — ⟦time 31.84 s⟧
triathlon: ⟦bib «d4»⟧ ⟦T1 2:14⟧ — ⟦bike 1:08:41⟧ (⟦chip «H8»⟧)
triathlon: ⟦wave «U1»«d2»⟧ ⟦swim 1.9 km⟧ — ⟦wetsuit legal 24.1 °C⟧
triathlon: ⟦athlete «d7»⟧ ⟦AG 40-44⟧ — ⟦run split 1:41:07⟧
baduk: ⟦game «d8»⟧ ⟦komi 6.5⟧ — ⟦B+R at move 187⟧
baduk: ⟦kifu «l8»⟧ ⟦3-3 invasion⟧ — ⟦byo-yomi 3×30 s⟧
baduk: ⟦rank 2 dan⟧ ⟦handicap 4⟧ — ⟦player «U2»«d5»⟧
coin collecting: ⟦lot «d5»⟧ ⟦1921 Morgan dollar⟧ — ⟦MS-63⟧ (⟦cert «d8»⟧)
coin collecting: ⟦slab «d10»⟧ ⟦proof 70 DCAM⟧ — ⟦mintage 1,200⟧
coin collecting: ⟦tray «U2»«d3»⟧ ⟦Ag 0.999⟧ — ⟦weight 31.10 g⟧
darkroom: ⟦roll «d4»⟧ ⟦HP5+ at 1600⟧ — ⟦D-76 1+1, 13 min⟧
darkroom: ⟦print «U1»«d5»⟧ ⟦grade 3½⟧ — ⟦f/8, 14 s⟧
darkroom: ⟦negative sleeve «l5»-«d2»⟧ ⟦stop bath 30 s⟧ — ⟦fix 5 min⟧
screen printing: ⟦order «d6»⟧ ⟦4-color plastisol⟧ — ⟦mesh 156⟧
screen printing: ⟦screen «U3»«d3»⟧ ⟦emulsion 2+2 coats⟧ — ⟦exposure 90 s⟧
screen printing: ⟦run «l6»⟧ ⟦flash 4 s at 160 °C⟧ — ⟦144 tees⟧
cross-stitch: ⟦pattern «U2»-«d4»⟧ ⟦14-count Aida⟧ — ⟦DMC 310 ×3⟧
cross-stitch: ⟦kit «d7»⟧ ⟦finished size 18×24 cm⟧ — ⟦backstitch 1 strand⟧
cross-stitch: ⟦chart page «d2»⟧ ⟦fractional stitches 112⟧ — ⟦hoop 20 cm⟧
soap making: ⟦batch «U2»«d4»⟧ ⟦5% superfat⟧ — ⟦cure 6 weeks⟧
soap making: ⟦lye calc «l6»⟧ ⟦NaOH 134 g⟧ — ⟦water 33%⟧
soap making: ⟦mould «d3»⟧ ⟦trace at 8 min⟧ — ⟦gel phase yes⟧
radiology: ⟦accession «d10»⟧ ⟦CT head w/o contrast⟧ — ⟦DLP 812 mGy·cm⟧
radiology: ⟦study UID 1.2.840.«d6».«d4».«d8»⟧ ⟦modality MR⟧ — ⟦series 7⟧
radiology: ⟦worklist «U3»«d4»⟧ ⟦priority STAT⟧ — ⟦room 2⟧
fire station: ⟦incident «d8»⟧ ⟦Engine 14⟧ — ⟦turnout 58 s⟧
fire station: ⟦hydrant «U2»-«d4»⟧ ⟦flow 1,250 gpm⟧ — ⟦static 72 psi⟧
fire station: ⟦SCBA «d6»⟧ ⟦cylinder hydro 2024-03⟧ — ⟦4500 psi⟧
hydro dam: ⟦unit «d1»⟧ ⟦head 84.2 m⟧ — ⟦output 212 MW⟧ (⟦gate «U1»«d2»⟧)
hydro dam: ⟦spillway log «l6»⟧ ⟦reservoir 412.6 m asl⟧ — ⟦inflow 1,840 m³/s⟧
hydro dam: ⟦penstock «d3»⟧ ⟦inspection 2026-11⟧ — ⟦cavitation none⟧
tidal: ⟦turbine «U2»«d3»⟧ ⟦spring tide⟧ — ⟦3.1 m/s peak⟧
tidal: ⟦array «l5»⟧ ⟦capacity factor 0.31⟧ — ⟦export 6.2 MWh⟧
tidal: ⟦mooring «d5»⟧ ⟦load 410 kN⟧ — ⟦slack at 14:22⟧
postal sorting: ⟦tray «d9»⟧ ⟦DPS run 2⟧ — ⟦machine «U3»-«d2»⟧
postal sorting: ⟦barcode «d20»⟧ ⟦sort plan «l4»⟧ — ⟦bin 117⟧
postal sorting: ⟦route «d3»⟧ ⟦flats 1,204⟧ — ⟦parcels 88⟧
seismograph: ⟦station «U4»⟧ ⟦channel HHZ⟧ — ⟦M 3.4 at 12 km⟧
seismograph: ⟦event «l8»⟧ ⟦P pick 10:21:04.18⟧ — ⟦SNR 14⟧
seismograph: ⟦sensor «d6»⟧ ⟦sample rate 100 Hz⟧ — ⟦gain 32⟧
ice core: ⟦core «U2»«d2»-«d3»⟧ ⟦depth 1,204.55 m⟧ — ⟦δ18O −38.2‰⟧
ice core: ⟦bag «d4»⟧ ⟦55 cm section⟧ — ⟦CO2 238 ppm⟧
ice core: ⟦drill run «d3»⟧ ⟦brittle zone⟧ — ⟦freezer −25 °C⟧
"""

FLAGS = r"""
settings: ⟦password_min_length = 12⟧, ⟦password_history = 5⟧, ⟦password_expiry_days = 0⟧
settings: ⟦api_key_rotation_days: 90⟧ ⟦api_key_prefix_visible: true⟧
settings: ⟦TOKEN_TTL=3600⟧ ⟦TOKEN_LEEWAY=30⟧ ⟦TOKEN_AUDIENCE=orders-api⟧
settings: ⟦secret_scanning: enabled⟧, ⟦push_protection: enabled⟧
settings: ⟦--recovery-codes-count 10⟧ ⟦--recovery-code-length 10⟧
settings: ⟦passphrase_words=6⟧ ⟦passphrase_wordlist=eff_large⟧
settings: ⟦pin_attempts_before_lockout = 5⟧, ⟦pin_length = 6⟧
settings: ⟦CLIENT_SECRET_FILE=/run/secrets/client_secret⟧ ⟦(file mode 0400)⟧
settings: ⟦vault.auth.method = kubernetes⟧ ⟦vault.role = orders⟧
settings: ⟦BLACKFIRE_LOG_LEVEL=1⟧ ⟦BLACKFIRE_AGENT_SOCKET=tcp://blackfire:8307⟧
settings: ⟦tideways.sample_rate=25⟧ ⟦tideways.enable_cli=0⟧
settings: ⟦INSTABUG_ENABLED=false⟧ ⟦INSTABUG_INVOCATION=shake⟧
settings: ⟦ROOKOUT_LABELS=env:staging⟧ ⟦ROOKOUT_DEBUG=0⟧
settings: ⟦GREMLIN_IDENTIFIER=web-eu-3⟧ ⟦GREMLIN_CLIENT_TAGS=zone=eu-west-1a⟧
settings: ⟦WHYLABS_DEFAULT_DATASET_ID=model-7⟧ ⟦WHYLABS_DEFAULT_ORG_ID=org-7d2Kq9⟧
settings: ⟦auth_token_header = X-Auth-Token⟧ ⟦auth_scheme = Bearer⟧
settings: ⟦secret_key_base_length: 64⟧ ⟦cookie_secure: true⟧
settings: ⟦credential_helper = osxkeychain⟧ ⟦credential.useHttpPath = true⟧
settings: ⟦otp_issuer = "Acme"⟧ ⟦otp_digits = 6⟧ ⟦otp_period = 30⟧
settings: ⟦mask_secrets_in_logs: true⟧ ⟦log_level: INFO⟧
settings: ⟦KEY_ID=kms-key-eu-1⟧ ⟦KEY_ALIAS=alias/orders-data⟧
settings: ⟦password_reset_link_ttl=15m⟧ ⟦password_reset_rate_limit=3/h⟧
settings: ⟦MEROSS_API_BASE=https://iotx-eu.meross.com⟧ ⟦meross_password_source=keyring⟧
settings: ⟦openhab.auth.tokens.maxAge=P365D⟧ ⟦openhab.auth.basic=false⟧
settings: ⟦X-API-KEY header name: X-API-KEY⟧ ⟦(value injected by the gateway)⟧
settings: ⟦rcon.web 1⟧ ⟦rcon.port 28016⟧ ⟦rcon.password (set via env)⟧
settings: ⟦client_secret_expires_at = 0⟧ ⟦token_endpoint_auth_method = client_secret_basic⟧
settings: ⟦gremlin.team_secret_path=/etc/gremlin/secret⟧ ⟦gremlin.identifier=web-eu-3⟧
"""

PARSE = r"""
parse: ⟦invalid value 'twelve' for --retries⟧: ⟦expected an integer⟧
parse: ⟦unknown locale 'pt_XX'⟧ (⟦did you mean pt_PT?⟧)
parse: ⟦line 14: expected '=' after key 'timeout'⟧ in ⟦worker.ini⟧
parse: ⟦'2026-13-01' is not a valid date⟧ (⟦month must be 1..12⟧)
parse: ⟦colour '#12345G' is not valid hex⟧
parse: ⟦region 'eu-west-9' does not exist⟧; ⟦choose one of eu-west-1, eu-west-2, eu-west-3⟧
parse: ⟦duplicate key 'password_min_length'⟧ at ⟦line 8⟧
parse: ⟦port 70000 out of range (1-65535)⟧
parse: ⟦bib '04A1' must be digits⟧ (⟦event triathlon-sprint⟧)
parse: ⟦komi '6,5' is not a number⟧ — ⟦use a dot⟧
parse: ⟦DLP 'n/a' is not a float⟧ in ⟦accession «d10»⟧
parse: ⟦sort plan 'ZX9' unknown⟧ for ⟦machine DPS-04⟧
parse: ⟦channel 'HHQ' not in SEED naming⟧ (⟦station «U4»⟧)
parse: ⟦expected 'true' or 'false' for secret_scanning, got 'yes'⟧
parse: ⟦token_ttl '1h30' not understood⟧; ⟦write 5400⟧
parse: ⟦recovery_codes_count must be between 5 and 20 (got 30)⟧
parse: ⟦hydrant flow '1,25O' is not a number⟧ — ⟦letter O in place of zero⟧
parse: ⟦grade '3.5+' not understood⟧; ⟦use 3½ or 4⟧
parse: ⟦superfat '5 pct' must be a percentage like 5%⟧
parse: ⟦depth '1204,55 m' uses a comma⟧ (⟦core «U2»«d2»-«d3»⟧)
parse: ⟦mesh 'one-five-six' is not an integer⟧
parse: ⟦komi must be 0.5, 5.5, 6.5 or 7.5 (got 8)⟧
"""
