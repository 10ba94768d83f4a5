"""Innocent set 28: ids and values from domains earlier sets did not draw on, settings and
flags beside credential words, and parse errors quoting ordinary values.

``DOMAINS``: ropemaking, bell foundries, sailmakers, organ builders, whale watching, ice
harvesting, glacier guiding, cave diving, dye works, sericulture and silkworms, terrazzo,
stonemasons, taxidermists, ham radio, weather stations, sitars, taiko, banjos, marimbas,
snuff, dumplings, tortillas, bagels, pretzels, croissants, lawn bowls, contract bridge,
rickshaws and tuk-tuks, dhows, feluccas, sampans, longboats, seaplanes, sled dogs,
mycology, barley, sorghum, millet, quinoa, cassava, taro, breadfruit, date palms and kapok.
Each domain was grepped against every earlier innocent set's files by its name (none
matched; rope, bells, harps, thatching, charcoal, farriers, saddlery, cobblers, piano
tuning, typewriters, locksmiths, chimney sweeps, peat, seaweed, oysters, mussels, eels,
saunas, laundromats, tailors, embroidery, looms, indigo, lace, quilts, rugs, fossils,
curling, polo, cricket, sumo, darts, snooker, mahjong, origami, pinball, bowling, surfing,
trams, camels, yaks, llamas, olives, cork, bamboo, mushrooms and about 70 more did and were
left out). None holds a secret; each marks what a model needs.

``FLAGS``: ids, counts, dates, settings, enum names, docs links and policy values that sit
next to credential words (app-password and unlock-key policies, recovery keys on file, token
scopes and lifetimes, key ids, ``secret: (set)``, masked values, vault paths) and hold no
value. ``PARSE``: parse, conversion and validation errors quoting ordinary values (ports,
dates, versions, regions, zone names, durations, file names) in the messages of the tools set
28's secrets came from (``python -m tokenize``, ``python -m inspect``, ``netrc``, sqlite3,
jq, ``int``, ``PurePath.relative_to``, ``unicodedata``, ``getattr``,
``importlib.metadata``, jsonpointer, ``urlopen``, requests, ``shlex``, ``parse_qsl``,
python-dotenv, aiohttp, urllib3, huggingface_hub, ``http.server``, requests-oauthlib), and
lookups of real ids that failed.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
ropemaking: ⟦ropewalk «d3» m⟧ ⟦hemp lot «U2»-«d5»⟧ — ⟦three-strand, 24 mm⟧
ropemaking: ⟦coil «d6»⟧ ⟦breaking load 41 kN⟧ (⟦tar batch «d4»⟧)
bell-foundry: ⟦bell «d5»⟧ ⟦note D4, 612 kg⟧ — ⟦mould «U3»«d3»⟧ ⟦poured 2026-11-28⟧
bell-foundry: ⟦tuning cut «d2» of 5⟧ ⟦hum −3 cents⟧ (⟦tower order «d7»⟧)
sailmaker: ⟦mainsail «U2»«d5»⟧ ⟦Dacron 9.2 oz⟧ — ⟦luff 11.4 m⟧
sailmaker: ⟦repair ticket «d6»⟧ ⟦batten pocket 3⟧ (⟦ready Friday⟧)
organ-builder: ⟦opus «d3»⟧ ⟦III/42⟧ — ⟦pipe «U1»«d4» Principal 8'⟧
organ-builder: ⟦wind pressure 78 mm⟧ ⟦voicing session «d5»⟧ (⟦church of St Ives⟧)
whale-watching: ⟦trip «d6»⟧ ⟦3 humpbacks, 1 minke⟧ — ⟦boat Aurora «d2»⟧
whale-watching: ⟦sighting «h10»⟧ ⟦63.52N 19.80W⟧ (⟦fluke id HW-«d4»⟧)
ice-harvesting: ⟦block «d5»⟧ ⟦42 cm thick⟧ — ⟦pond sector «U1»«d2»⟧
ice-harvesting: ⟦ice house row «d2»⟧ ⟦sawdust 30 cm⟧ (⟦cut 2026-01-14⟧)
glacier-guiding: ⟦tour «d6»⟧ ⟦group of 8⟧ — ⟦crampon set «U2»«d3»⟧
glacier-guiding: ⟦crevasse map v«d2»⟧ ⟦route «U3»⟧ (⟦guide card «d7»⟧)
cave-diving: ⟦dive «d5»⟧ ⟦max depth 34 m⟧ — ⟦line arrow «d3»⟧ ⟦sump 2⟧
cave-diving: ⟦cylinder «U2»«d6»⟧ ⟦hydro test 2026-06-02⟧ (⟦nitrox 32%⟧)
dye-works: ⟦vat «d2»⟧ ⟦madder, pH 8.1⟧ — ⟦skein lot «U3»-«d4»⟧
dye-works: ⟦recipe «l8»⟧ ⟦mordant alum 12%⟧ (⟦colourfast 4/5⟧)
sericulture: ⟦tray «d4»⟧ ⟦instar 5⟧ — ⟦mulberry feed 3×/day⟧
silkworm: ⟦cocoon batch «U2»«d5»⟧ ⟦shell ratio 22.4%⟧ (⟦reeling «d6»⟧)
terrazzo: ⟦panel «U1»«d4»⟧ ⟦marble chips 6–9 mm⟧ — ⟦grind pass 3⟧
terrazzo: ⟦pour «d6»⟧ ⟦84 m²⟧ (⟦divider strip brass⟧)
stonemason: ⟦block «d5»⟧ ⟦Portland stone⟧ — ⟦banker mark «U2»⟧
stonemason: ⟦quote «d7»⟧ ⟦lime mortar NHL 3.5⟧ (⟦repointing 42 m²⟧)
taxidermist: ⟦mount «d5»⟧ ⟦red fox⟧ — ⟦CITES ref «U2»«d8»⟧
taxidermist: ⟦form «l6»⟧ ⟦glass eyes 14 mm⟧ (⟦collect after 2027-01-10⟧)
ham-radio: ⟦callsign G«d1»«U3»⟧ ⟦40 m band⟧ — ⟦QSO «d6»⟧ ⟦RST 59⟧
ham-radio: ⟦QSL card «d5»⟧ ⟦grid IO91⟧ (⟦FT8, 7.074 MHz⟧)
weather-station: ⟦station «U4»«d2»⟧ ⟦gust 23.4 m/s⟧ — ⟦rain 12.6 mm⟧
weather-station: ⟦sensor «h12»⟧ ⟦calibrated 2026-09-30⟧ (⟦QC flag 0⟧)
sitar: ⟦instrument «d5»⟧ ⟦19 strings⟧ — ⟦jawari work «d4»⟧
sitar: ⟦lesson «d6»⟧ ⟦raga Yaman⟧ (⟦teental, 16 beats⟧)
taiko: ⟦drum «U1»«d4»⟧ ⟦nagado 1.6 shaku⟧ — ⟦rehearsal «d5»⟧
taiko: ⟦skin change «d6»⟧ ⟦cowhide⟧ (⟦performance 2026-12-20⟧)
banjo: ⟦serial «d7»⟧ ⟦5-string, open back⟧ — ⟦head 11"⟧
banjo: ⟦setup ticket «d5»⟧ ⟦action 3/32"⟧ (⟦bridge 5/8"⟧)
marimba: ⟦bar «U1»«d3»⟧ ⟦rosewood A3⟧ — ⟦resonator «d2»⟧
marimba: ⟦rental «d6»⟧ ⟦5.0 octaves⟧ (⟦return 2027-01-06⟧)
snuff: ⟦tin «d6»⟧ ⟦blend «U2»-«d3»⟧ — ⟦moist 22%⟧
snuff: ⟦duty stamp «U3»«d7»⟧ ⟦25 g⟧ (⟦batch «d5»⟧)
dumpling: ⟦order «d5»⟧ ⟦pork & chive ×24⟧ — ⟦steamer «d2»⟧
dumpling: ⟦dough batch «d4»⟧ ⟦hydration 48%⟧ (⟦fold 18 pleats⟧)
tortilla: ⟦masa lot «U2»«d6»⟧ ⟦nixtamal 12 h⟧ — ⟦comal 260 °C⟧
tortilla: ⟦pack «d7»⟧ ⟦30 × 15 cm⟧ (⟦best before 2026-12-14⟧)
bagel: ⟦tray «d3»⟧ ⟦boil 45 s⟧ — ⟦sesame, everything⟧
bagel: ⟦wholesale order «d6»⟧ ⟦12 dozen⟧ (⟦pickup 05:30⟧)
pretzel: ⟦lye bath «d2»⟧ ⟦4% NaOH⟧ — ⟦batch «d5»⟧
pretzel: ⟦stand «U2»«d2»⟧ ⟦Oktoberfest lot «d4»⟧ (⟦salt 2.5 g⟧)
croissant: ⟦lamination «d5»⟧ ⟦27 layers⟧ — ⟦butter 82% fat⟧
croissant: ⟦proof room «d2»⟧ ⟦27 °C, 75% RH⟧ (⟦bake 18 min⟧)
lawn-bowls: ⟦rink «d1»⟧ ⟦end 14⟧ — ⟦bowl set «U2»«d4» size 4⟧
lawn-bowls: ⟦pennant fixture «d6»⟧ ⟦green speed 13 s⟧ (⟦skip card «d5»⟧)
contract-bridge: ⟦board «d2»⟧ ⟦4♠ doubled, −1⟧ — ⟦table «d2» NS⟧
contract-bridge: ⟦session «d6»⟧ ⟦62.4% MP⟧ (⟦ACBL «U1»«d6»⟧)
rickshaw: ⟦licence RK-«d5»⟧ ⟦zone «U1»«d2»⟧ — ⟦fare 120 INR⟧
tuk-tuk: ⟦plate «U2»-«d4»⟧ ⟦LPG refill 6.2 kg⟧ (⟦driver badge «d6»⟧)
dhow: ⟦vessel «U3»-«d4»⟧ ⟦lateen sail⟧ — ⟦cargo dates 18 t⟧
dhow: ⟦voyage «d6»⟧ ⟦Muscat → Mombasa⟧ (⟦crew 11⟧)
felucca: ⟦boat «d4»⟧ ⟦Aswan berth «d2»⟧ — ⟦sunset cruise 90 min⟧
felucca: ⟦booking «U2»«d6»⟧ ⟦6 passengers⟧ (⟦tea included⟧)
sampan: ⟦licence «d7»⟧ ⟦Aberdeen Harbour⟧ — ⟦sculling oar «d2»⟧
sampan: ⟦ferry run «d5»⟧ ⟦14 crossings⟧ (⟦fare 3 HKD⟧)
longboat: ⟦boat «U1»«d3»⟧ ⟦12 oars⟧ — ⟦regatta heat «d2»⟧
longboat: ⟦repair «d6»⟧ ⟦strake 7 port⟧ (⟦clinker, larch⟧)
seaplane: ⟦flight «U2»«d4»⟧ ⟦DHC-3 Otter⟧ — ⟦dock «d2»⟧ ⟦water run 900 m⟧
seaplane: ⟦float check «d6»⟧ ⟦compartment 4 dry⟧ (⟦tail «U1»-«U4»⟧)
sled-dog: ⟦team «d3»⟧ ⟦14 dogs⟧ — ⟦checkpoint «U3»⟧ ⟦rest 8 h⟧
sled-dog: ⟦dog chip «d15»⟧ ⟦bootie size M⟧ (⟦vet check 2026-12-01⟧)
mycology: ⟦culture «U2»-«d5»⟧ ⟦Pleurotus ostreatus⟧ — ⟦agar plate «d3»⟧
mycology: ⟦spore print «d6»⟧ ⟦white⟧ (⟦herbarium «U3»«d6»⟧)
barley: ⟦field «U1»«d3»⟧ ⟦malting variety Laureate⟧ — ⟦protein 10.4%⟧
barley: ⟦load «d7»⟧ ⟦moisture 13.8%⟧ (⟦germination 98%⟧)
sorghum: ⟦plot «d4»⟧ ⟦sweet sorghum⟧ — ⟦Brix 17.2⟧
sorghum: ⟦silo «U1»«d2»⟧ ⟦412 t⟧ (⟦harvest 2026-10-21⟧)
millet: ⟦sack «d6»⟧ ⟦pearl millet 50 kg⟧ — ⟦cooperative «U3»-«d4»⟧
millet: ⟦trial «d5»⟧ ⟦finger millet⟧ (⟦yield 1.8 t/ha⟧)
quinoa: ⟦lot «U2»«d6»⟧ ⟦saponin washed⟧ — ⟦Puno, 3,850 m⟧
quinoa: ⟦container «U4»«d7»⟧ ⟦18 t⟧ (⟦organic cert «d8»⟧)
cassava: ⟦field «d4»⟧ ⟦TME 419⟧ — ⟦12 months⟧ ⟦starch 28%⟧
cassava: ⟦garri batch «d5»⟧ ⟦fried 40 min⟧ (⟦bag 25 kg⟧)
taro: ⟦lo'i «d2»⟧ ⟦Hawaiian variety Maui Lehua⟧ — ⟦poi batch «d5»⟧
taro: ⟦corm lot «U2»«d4»⟧ ⟦1.2 kg avg⟧ (⟦harvest week 49⟧)
breadfruit: ⟦tree «d5»⟧ ⟦Ma'afala⟧ — ⟦fruit count 140⟧
breadfruit: ⟦flour lot «U3»«d5»⟧ ⟦gluten free⟧ (⟦dried 55 °C⟧)
date-palm: ⟦palm «d6»⟧ ⟦Medjool⟧ — ⟦pollination 2026-03-02⟧
date-palm: ⟦crate «U2»«d6»⟧ ⟦5 kg, jumbo⟧ (⟦cold store «d2»⟧)
kapok: ⟦bale «d5»⟧ ⟦fibre 40 kg⟧ — ⟦pods 3,100⟧
kapok: ⟦pillow order «d6»⟧ ⟦fill 900 g⟧ (⟦ship 2026-12-15⟧)
"""

FLAGS = r"""
flags: ⟦app passwords: allowed⟧ ⟦(max 5 per user)⟧ — ⟦last created 2026-11-30⟧
flags: ⟦unlock key escrow: enabled⟧ for ⟦device «U8»⟧ ⟦(BitLocker, TPM+PIN)⟧
flags: ⟦recovery key on file: yes⟧ ⟦key id «H8»-«H4»⟧ ⟦stored 2026-10-02⟧
flags: ⟦token scopes: read:tracking write:webhooks⟧ ⟦(client «l8»)⟧
flags: ⟦secret: (set)⟧ ⟦updated_by: ops-bot⟧ ⟦rotation due 2027-03-01⟧
flags: ⟦api_key_prefix: apik_«l4»⟧ ⟦(prefix only, shown for support)⟧
flags: ⟦wstoken: ********⟧ ⟦service moodle_mobile_app⟧ ⟦valid until 2027-06-30⟧
flags: ⟦passhash: (hidden)⟧ ⟦user svc-export⟧ ⟦group Read-only⟧
flags: ⟦AccessId u5S7…⟧ ⟦(access key not shown)⟧ ⟦role readonly⟧
flags: ⟦vault path secret/data/billing/karrio⟧ ⟦version 7⟧ ⟦created 2026-12-01⟧
flags: ⟦MFA: TOTP⟧ ⟦backup codes left: 6 of 10⟧ ⟦user «d7»⟧
flags: ⟦OTP length 6⟧ ⟦valid 30 s⟧ ⟦drift window ±1⟧
flags: ⟦password_min_length: 14⟧ ⟦password_history: 12⟧ ⟦lockout 10 tries⟧
flags: ⟦session_secret_rotation: 90d⟧ ⟦cookie Secure; HttpOnly⟧
flags: ⟦client_secret_expires_at: 0⟧ ⟦(never)⟧ ⟦client «uuid»⟧
flags: ⟦key_id «h16»⟧ ⟦algorithm HMAC-SHA256⟧ ⟦status active⟧
flags: ⟦PUK attempts left: 10⟧ ⟦SIM «d19»⟧
flags: ⟦app-specific password: revoked⟧ ⟦label Thunderbird⟧ ⟦2026-12-05⟧
flags: ⟦OAUTHLIB_INSECURE_TRANSPORT unset⟧ ⟦(https required)⟧
flags: ⟦HF_TOKEN: not set⟧ ⟦using cached login for user acme-ml⟧
flags: ⟦X-Api-Key header required⟧ ⟦see docs/api/auth.md⟧ ⟦rate 60/min⟧
flags: ⟦private_key: configured⟧ ⟦public key woos-«uuid»⟧ ⟦referer *.acme.io⟧
flags: ⟦secret_ref: sm://acme-prod/ship24-key⟧ ⟦version latest⟧
flags: ⟦masked: sk-proj-…«l4»⟧ ⟦project «l12»⟧ ⟦usage tier 3⟧
flags: ⟦DISCOURSE_SMTP_PASSWORD: from env⟧ ⟦port 587⟧ ⟦starttls true⟧
flags: ⟦N8N_ENCRYPTION_KEY: present⟧ ⟦workflows 38⟧ ⟦credentials 12⟧
flags: ⟦authentication: LMv1⟧ ⟦portal acme.logicmonitor.com⟧ ⟦timeout 30 s⟧
flags: ⟦recovery codes regenerated⟧ ⟦2026-12-06 06:40 UTC⟧ ⟦by user «d6»⟧
"""

PARSE = r"""
parse: ⟦tokenize: unterminated string literal (detected at line 4)⟧ in ⟦settings.py⟧
parse: ⟦python -m inspect: can't find module 'mailer.send'⟧
parse: ⟦netrc.NetrcParseError: ~/.netrc access too permissive⟧ ⟦(mode 0644)⟧
parse: ⟦Error: in prepare, near "FORM": syntax error (1)⟧ ⟦select * FORM hooks⟧
parse: ⟦jq: error: syntax error, unexpected INVALID_CHARACTER⟧ ⟦at <top-level>, line 1⟧
parse: ⟦jq: error (at vault.json:0): Cannot index array with "data"⟧
parse: ⟦invalid literal for int() with base 16: '0xZZ'⟧ in ⟦CHANNEL_MASK⟧
parse: ⟦'/var/log/app' is not in the subpath of '/srv/app'⟧
parse: ⟦undefined character name 'LATIN SMALL LETTER THORNN'⟧
parse: ⟦'Settings' object has no attribute 'regoin'⟧ (⟦did you mean: 'region'?⟧)
parse: ⟦No package metadata was found for toolretry-extras⟧
parse: ⟦member 'billing-v2' not found in⟧ ⟦/services⟧
parse: ⟦unknown url type: 'status.acme.io/health'⟧ (⟦missing https://⟧)
parse: ⟦get_auth_from_url: ('', '')⟧ for ⟦https://registry.acme.io/v2/⟧
parse: ⟦shlex: No closing quotation⟧ in ⟦restic -r 's3:https://s3.acme.io/backup⟧
parse: ⟦parse_qsl: bad query field: 'grant_type'⟧ ⟦(strict_parsing)⟧
parse: ⟦python-dotenv could not parse statement starting at line 7⟧
parse: ⟦aiohttp.ClientResponseError: 404, message='Not Found'⟧ ⟦url='http://127.0.0.1:8080/v1/status'⟧
parse: ⟦urllib3: Retrying (Retry(total=2)) after connection broken⟧ ⟦/v1/metrics⟧
parse: ⟦huggingface_hub: Repository Not Found for url: https://huggingface.co/api/models/acme/eval-7b⟧
parse: ⟦127.0.0.1 - - [06/Dec/2026 06:30:00] "GET /healthz HTTP/1.1" 200 -⟧
parse: ⟦requests_oauthlib: Request url was https://auth.acme.io/oauth/token⟧ ⟦status 200⟧
parse: ⟦yq: Error: bad file 'compose.yml': yaml: line 14: did not find expected key⟧
parse: ⟦dasel: could not find value: .context.production.environment.REGION⟧
parse: ⟦xmlstarlet: Start tag expected, '<' not found⟧ ⟦Web.config:1.1⟧
parse: ⟦lnav: unrecognized log format⟧ ⟦/var/log/app/worker.log⟧
parse: ⟦podman: no such container billing-old⟧
parse: ⟦sops: no matching creation rules found⟧ ⟦.sops.yaml⟧
"""
