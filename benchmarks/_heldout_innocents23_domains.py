"""Innocent set 23: ids from domains earlier innocent sets did not draw on.

Harp making, luthiery, paper marbling, calligraphy, cartography, hydrography, snowmaking,
icebreaking, glaciology, ocean gliders, cable laying, pipeline pigging, mine ventilation,
blasting, lift bridges, monorails, bus depots, level crossings, hangars, de-icing, fuel farms,
shipbreaking, fishing quotas, fish ladders, arboreta, tree surgery, fire towers, charcoal
burning, rice milling, flour milling, dairy robots, dog shows, wildlife rehabilitation, bird
ringing, glazing, plastering, tiling, heat pumps, district heating, water towers, brickworks,
theatre rigging, billiards, karting, motocross, model rocketry, comic grading, trading cards
and board-game cafés. Each domain was grepped against every earlier innocent set's files by
its name (none matched; lighthouses, bells, organs, ski patrol, tides, trams, vineyards,
zoos, solar, kilns, foundries and chess did and were left out). None holds a secret; each
marks what a model needs.

``FLAGS``: ids, counts, dates, prefixes, settings and policy values that sit next to
credential words (``token_ttl_seconds``, ``secrets_scanned``, ``password_min_length``,
``key_rotation_days``, ``api_key_count``, ``credential_expiry``, ``auth_failures``) and hold
no value. ``PARSE``: parse, conversion and validation errors quoting ordinary values (ports,
time zones, dates, versions, IP addresses, package names, query strings, graph nodes, ciphers,
curve names) in the messages of the tools set 23's secrets came from (Perl, Node, OpenSSL,
git, sqlite3, configparser, urllib.parse, importlib.metadata, kafka-python, netaddr, networkx,
FastAPI, Tornado, httpx), and lookups of real ids that failed.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
harp-making: ⟦pedal harp «U2»-«d4»⟧ ⟦soundboard crack 11 cm along the grain⟧; ⟦string C5 tension 28 kg⟧
harp-making: ⟦order «d6»⟧ ⟦47 strings, gut and wire⟧ — ⟦regulation booked 2027-01-14⟧
luthiery: ⟦violin «U3»«d4»⟧ ⟦neck reset needed: projection 24 mm below 27 mm⟧; ⟦bridge recut⟧
luthiery: ⟦guitar «d5»⟧ ⟦fret 7 high by 0.08 mm⟧ (⟦level and crown quoted «d3» EUR⟧)
paper-marbling: ⟦bath «U1»«d2»⟧ ⟦carrageen size too thin after 36 h⟧; ⟦batch «d5» of 40 sheets rejected⟧
calligraphy: ⟦commission «d5»⟧ ⟦vellum sheet 3 of 5 cockled⟧ — ⟦delivery moved to 2026-12-19⟧
cartography: ⟦map sheet «U2» «d3»/«d2»⟧ ⟦contour interval 10 m, datum ETRS89⟧; ⟦proof «d2» sent⟧
cartography: ⟦tile z14/«d4»/«d4»⟧ ⟦label collision at 61 places⟧ (⟦render job «uuid»⟧)
hydrography: ⟦survey line «d4»⟧ ⟦sound velocity profile 1498 m/s at 20 m⟧; ⟦multibeam swath gap 3.2%⟧
hydrography: ⟦launch «U3»-«d2»⟧ ⟦RTK fix lost 14 min⟧ — ⟦line «d3» to be re-run⟧
snowmaking: ⟦gun «U1»«d3»⟧ ⟦wet-bulb −1.8 °C above −2.5 °C start threshold⟧; ⟦idle⟧
snowmaking: ⟦pump house «d2»⟧ ⟦flow 41 l/s⟧ (⟦nozzles 6 and 9 iced⟧)
icebreaking: ⟦vessel IMO «d7»⟧ ⟦ice thickness 68 cm in channel «U1»«d2»⟧; ⟦convoy of 4 waiting⟧
glaciology: ⟦ablation stake «U2»-«d3»⟧ ⟦−1.42 m w.e. this season⟧ — ⟦stake re-drilled⟧
glaciology: ⟦GPR profile «d4»⟧ ⟦bed reflection lost below 210 m⟧ (⟦file «h12».dzt⟧)
ocean-gliders: ⟦glider «U2»«d3»⟧ ⟦surfacing missed twice⟧; ⟦battery 31% at dive «d4»⟧
cable-laying: ⟦repeater «U1»-«d4»⟧ ⟦cable tension 6.1 kN above 5.5 kN⟧ — ⟦lay paused at KP 412.7⟧
pipeline-pigging: ⟦pig run «d6»⟧ ⟦stuck at launcher valve V-«d3»⟧; ⟦differential 3.4 bar⟧
pipeline-pigging: ⟦ILI report «U3»-«d5»⟧ ⟦metal loss 38% at joint «d4»⟧ (⟦dig «d3» scheduled⟧)
mine-ventilation: ⟦fan «U1»«d2»⟧ ⟦airflow 212 m³/s below 240 m³/s⟧; ⟦CO 18 ppm at stope «d3»⟧
blasting: ⟦blast «d6»⟧ ⟦PPV 11.2 mm/s at monitor «U2»-«d2»⟧ — ⟦limit 12.5 mm/s⟧
blasting: ⟦shot plan «U3»«d4»⟧ ⟦misfire in hole 37⟧ (⟦exclusion zone 500 m held 30 min⟧)
lift-bridges: ⟦bridge «d3»⟧ ⟦span lift 34 s over 28 s⟧; ⟦counterweight rope «U1»«d2» wear 6%⟧
monorail: ⟦train «d2»⟧ ⟦guideway switch «U2»«d2» not locked⟧ — ⟦service suspended 08:12-08:47⟧
bus-depot: ⟦bus «d4»⟧ ⟦charger «U3»-«d2» fault E-217⟧; ⟦SOC 22% at pull-out⟧
bus-depot: ⟦block «d4»⟧ ⟦driver rostered twice⟧ (⟦duty «U1»«d3» and «U1»«d3»⟧)
level-crossings: ⟦crossing «d5»⟧ ⟦barrier down time 3 min 40 s⟧; ⟦strike-in treadle «U1»«d2» failed⟧
hangars: ⟦hangar «d2»⟧ ⟦door drive 2 overload⟧ — ⟦aircraft «U2»-«U3» towed to stand 41⟧
de-icing: ⟦pad «U1»«d1»⟧ ⟦Type I fluid 58 °C below 60 °C minimum⟧; ⟦truck «d3» recalled⟧
fuel-farm: ⟦tank «U1»-«d2»⟧ ⟦water 4 mm at sump check⟧; ⟦hydrant pit «d4» quarantined⟧
shipbreaking: ⟦hull «d5»⟧ ⟦asbestos survey pending for deck 3⟧ — ⟦cutting permit «U2»/«d6» on hold⟧
fishing-quotas: ⟦vessel «U3»-«d3»⟧ ⟦cod quota 82% used⟧; ⟦landing «d7» under review⟧
fish-ladders: ⟦ladder «d2»⟧ ⟦counter «U1»«d2» logged 1,204 salmon⟧ (⟦camera offline 6 h⟧)
arboretum: ⟦tree «U2»«d5»⟧ ⟦Acer griseum, girth 112 cm⟧; ⟦bracket fungus at 2 m⟧
tree-surgery: ⟦job «d6»⟧ ⟦crown reduction 25%⟧ — ⟦TPO «U3»/«d4» consent granted⟧
fire-towers: ⟦tower «d3»⟧ ⟦smoke sighting bearing 214° at 13:41⟧; ⟦reported as «U2»-«d5»⟧
charcoal: ⟦kiln burn «d4»⟧ ⟦yield 21% below 25%⟧ (⟦oak, 3.2 t loaded⟧)
rice-mill: ⟦lot «d7»⟧ ⟦broken grains 14%⟧; ⟦husker roll gap 0.6 mm⟧ — ⟦rollers «U1»«d3» due⟧
flour-mill: ⟦silo «d2»⟧ ⟦falling number 240 s below 280 s⟧; ⟦intake «d6» diverted to feed⟧
dairy-robots: ⟦robot «U2»«d2»⟧ ⟦teat detection failed 17 times⟧ — ⟦cow «d4» fetched manually⟧
dairy-robots: ⟦tank «d2»⟧ ⟦cell count 310,000/ml⟧ (⟦collection «d6» held⟧)
dog-shows: ⟦entry «d5»⟧ ⟦class 14 (Open Bitch) moved to ring 3⟧; ⟦catalogue «U1»«d3»⟧
wildlife-rehab: ⟦patient «d2»-«d4»⟧ ⟦hedgehog 410 g⟧ — ⟦release weight 600 g not reached⟧
bird-ringing: ⟦ring «U2»«d5»⟧ ⟦retrapped 1,842 km from ringing site⟧; ⟦wing 71 mm⟧
glazing: ⟦unit «d6»⟧ ⟦IGU seal failure, condensation between panes⟧ — ⟦remake «U1»-«d4»⟧
plastering: ⟦job «d5»⟧ ⟦lime coat cracking at 2 weeks⟧; ⟦humidity 82% in room 3⟧
tiling: ⟦order «d6»⟧ ⟦batch «U2»«d4» shade mismatch⟧ (⟦24 m² to be replaced⟧)
heat-pumps: ⟦unit «U3»-«d6»⟧ ⟦COP 2.1 at −5 °C⟧; ⟦defrost cycle every 35 min⟧ — ⟦F-gas log «d5»⟧
district-heating: ⟦substation «d4»⟧ ⟦return temperature 58 °C above 45 °C⟧; ⟦valve «U1»«d2» stuck⟧
water-towers: ⟦tower «d2»⟧ ⟦level 7.2 m of 12 m⟧ — ⟦altitude valve «U2»«d3» replaced⟧
brickworks: ⟦kiln car «d3»⟧ ⟦firing 1,040 °C for 36 h⟧; ⟦«d2» bricks rejected for scumming⟧
theatre-rigging: ⟦fly bar «d2»⟧ ⟦out of weight by 18 kg⟧ (⟦arbor «U1»«d2» re-loaded⟧)
billiards: ⟦table «d2»⟧ ⟦cloth «U3»-«d4» worn at the baulk line⟧; ⟦cushion rubber 9 years old⟧
karting: ⟦kart «d2»⟧ ⟦transponder «d7» lost signal⟧ — ⟦lap 14 not timed⟧
motocross: ⟦rider «d3»⟧ ⟦gate 19, moto 2⟧; ⟦transponder «U2»«d5» swapped⟧
rocketry: ⟦launch «d4»⟧ ⟦motor «U1»«d3»-«d2»⟧ (⟦apogee 412 m vs 460 m predicted⟧)
comic-grading: ⟦submission «d8»⟧ ⟦CGC 9.4⟧ — ⟦pressing added, «d2» days⟧
trading-cards: ⟦slab «d9»⟧ ⟦PSA 8 centering 60/40⟧; ⟦population 1,312⟧
board-game-cafe: ⟦table «d2»⟧ ⟦Wingspan missing 3 egg tokens⟧ — ⟦box «U2»-«d3»⟧
"""

FLAGS = r"""
config: ⟦token_ttl_seconds=900⟧ ⟦refresh_token_ttl_seconds=1209600⟧ (⟦no change⟧)
audit: ⟦secrets_scanned=4412⟧ ⟦secrets_found=0⟧ ⟦duration 41 s⟧
policy: ⟦password_min_length=14⟧ ⟦password_history=5⟧ ⟦lockout after 6 failures⟧
kms: ⟦key_rotation_days=90⟧ ⟦last rotated 2026-10-02⟧ ⟦next 2026-12-31⟧
tenant «d5»: ⟦api_key_count=3⟧ ⟦oldest key created 2025-04-11⟧
sso: ⟦credential_expiry=2027-03-01⟧ ⟦type client_assertion⟧ ⟦alg RS256⟧
login: ⟦auth_failures=17⟧ in ⟦the last 10 min⟧ from ⟦203.0.113.0/24⟧
vault: ⟦secret engine kv-v2 mounted at secret/⟧ ⟦versions kept: 10⟧
gateway: ⟦api_key_header=X-Api-Key⟧ ⟦api_key_location=header⟧ ⟦required=true⟧
ci: ⟦masked variables: 12⟧ ⟦protected: 4⟧ ⟦file variables: 1⟧
rotation job «uuid»: ⟦rotated 0 of 7 secrets⟧ — ⟦dry run⟧
webhook: ⟦signature_header=X-Hub-Signature-256⟧ ⟦tolerance 300 s⟧
scanner: ⟦rule generic-api-key⟧ ⟦entropy threshold 3.5⟧ ⟦allowlist 14 paths⟧
oauth: ⟦token_endpoint_auth_method=private_key_jwt⟧ ⟦grant client_credentials⟧
db: ⟦password_encryption=scram-sha-256⟧ ⟦ssl=on⟧ ⟦max_connections=200⟧
mfa: ⟦totp_digits=6⟧ ⟦totp_period=30⟧ ⟦backup codes remaining: 8⟧
session: ⟦cookie SameSite=Lax⟧ ⟦Secure⟧ ⟦HttpOnly⟧ ⟦max-age 28800⟧
pat: ⟦token prefix shown: glpat-⟧ ⟦expires 2027-01-31⟧ ⟦scopes read_api⟧
keys: ⟦key_id «h16»⟧ ⟦status ACTIVE⟧ ⟦usage SIGN_VERIFY⟧ (⟦no material shown⟧)
secrets: ⟦NAME SEARCH_ADMIN_KEY⟧ ⟦UPDATED 2026-11-20⟧ ⟦VERSION 4⟧ (⟦value hidden⟧)
password reset: ⟦requests today 41⟧ ⟦completed 38⟧ ⟦expired 3⟧
apikeys: ⟦page 2 of 5⟧ ⟦per_page=20⟧ ⟦total 87⟧
credential provider: ⟦source env⟧ ⟦profile default⟧ ⟦region eu-west-1⟧
keyring: ⟦backend SecretService⟧ ⟦collection login⟧ ⟦locked: false⟧
htpasswd: ⟦3 users⟧ ⟦algorithm bcrypt cost 12⟧ ⟦file /etc/nginx/.htpasswd⟧
"""

PARSE = r"""
perl: ⟦Can't locate Acme/Plugin/Geo.pm in @INC⟧ (⟦you may need to install the Acme::Plugin::Geo module⟧)
perl: ⟦Day '32' out of range 1..31⟧ ⟦at -e line 1.⟧
perl: ⟦IO::Socket::INET: Bad service 'smtps2'⟧
node: ⟦RangeError: Invalid time zone specified: Europe/Lisbo⟧
node: ⟦TypeError [ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL]: Unexpected argument 'staging'⟧
node: ⟦RangeError [ERR_SOCKET_BAD_PORT]: Port should be >= 0 and < 65536. Received 70000.⟧
node: ⟦Error: spawnSync mysqlsh ENOENT⟧ ⟦spawnargs: [ '--uri', 'etl@db-3:3306' ]⟧
openssl: ⟦Could not open file or uri for loading certificate from certs/edge-7.pem⟧
openssl: ⟦Error initializing ED448X context⟧ (⟦Algorithm (ED448X : 0)⟧)
openssl: ⟦unknown curve name (prime256v2)⟧
git: ⟦warn: No match for commit «h40» found at https://git.acme.io/shop/api.git⟧
git: ⟦git shortlog v1.4.0..v1.3.9⟧ printed ⟦0 commits⟧ (⟦range reversed⟧)
git: ⟦fatal: ambiguous argument 'relese/1.4': unknown revision or path not in the working tree.⟧
sqlite3: ⟦Parse error: near "FORM": syntax error⟧ ⟦SELECT * FORM smtp;⟧
sqlite3: ⟦Error: unknown mode "jsonl"⟧
configparser: ⟦'%' must be followed by '%' or '(', found: '%d%m%Y'⟧ (⟦section [export], option date_format⟧)
urllib.parse: ⟦bad query field: 'verbose'⟧
importlib.metadata: ⟦No package metadata was found for toolretry-extras⟧
kafka: ⟦Unrecognized configs: {'linger': 5}⟧
netaddr: ⟦failed to detect a valid IP address from '10.0.300.4'⟧
networkx: ⟦Target db-replica is not in G⟧
fastapi: ⟦422⟧ ⟦"loc":["query","limit"]⟧ ⟦"input":"ten"⟧
tornado: ⟦WARNING:tornado.access:404 GET /hooks/unknown (127.0.0.1) 0.41ms⟧
httpx: ⟦HTTP Request: GET https://api.acme.io/v2/export?format=csv "HTTP/1.1 404 Not Found"⟧
lookup: ⟦order «d8» not found⟧ ⟦(searched 3 regions)⟧
lookup: ⟦user «uuid» has no API keys⟧
lookup: ⟦commit «h40» not in branch main⟧
lookup: ⟦image sha256:«h64» not found in registry.acme.io/shop/api⟧
parse: ⟦invalid duration "90x"⟧ ⟦expected a unit of s, m, h⟧ (⟦token_ttl⟧)
parse: ⟦version '2.0.0-rc.1+build.«d4»' is not allowed by constraint '<2'⟧
"""
