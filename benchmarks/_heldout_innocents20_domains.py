"""Innocent set 20: ids from domains earlier innocent sets did not draw on.

Falconry, piano tuning, glassblowing, blacksmithing, pet grooming, horse racing, rowing,
fencing, hot-air balloons, skydiving, paragliding, model railways, laundromats, grain
elevators, sawmills, paper mills, breweries, cheese making, coffee roasting, oyster farms,
poultry, mushroom farms, tide gauges, meteorites, semiconductor cleanrooms, welding
inspection, trams, cable cars, roofing, land registries, freight forwarding, arcades, roller
coasters, choirs, art conservation, sign-language interpreting, braille transcription,
dialysis, pathology, pharmacovigilance, tailoring, shoe and watch repair, textile dyeing,
carpet weaving, printing presses, type foundries, crosswords, bingo halls and fantasy sports.
Each domain was grepped against innocent sets 3-19 (none matched). None holds a secret; each
marks what a model needs.

``FLAGS``: ids, hashes, counts, names and settings that sit next to credential words
(``secret_version``, ``token_bucket``, ``password_history``, ``key_rotation_days``,
``api_key_count``, ``auth_attempts``, ``credential_id``) and hold no value. ``PARSE``: parse
and conversion errors quoting ordinary values (numbers, dates, durations, ids, hashes, file
names, versions, enum members) and lookups of real ids that failed.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
falconry: bird ⟦«U3»-«d4»⟧ ⟦weight 912 g below flying weight 940 g⟧; ⟦session cancelled⟧
falconry: telemetry tag ⟦«d6»⟧ ⟦signal lost at 14:22⟧ — ⟦last fix 2.1 km NE of mews⟧
piano-tuning: job ⟦«d5»⟧ ⟦A4 measured 438.2 Hz, target 440.0 Hz⟧; ⟦pitch raise needed before fine tuning⟧
piano-tuning: instrument ⟦serial «d6»⟧ ⟦cracked pin block at pin 47⟧ — ⟦quote «U2»-«d4» sent⟧
glassblowing: furnace ⟦F-«d1»⟧ ⟦crucible temp 1,080 °C below 1,120 °C working range⟧
glassblowing: annealer ⟦«d2»⟧ ⟦cycle «d5» aborted at 482 °C⟧; ⟦pieces «d3»-«d3» need re-annealing⟧
blacksmith: order ⟦«d5»⟧ ⟦gate hinge pin 22 mm out of tolerance (±0.5 mm)⟧; ⟦reforge scheduled⟧
blacksmith: forge ⟦«U2»«d2»⟧ ⟦coal bed clinker above 30%⟧ — ⟦cleanout before next heat⟧
grooming: appointment ⟦«d7»⟧ ⟦dog «l5» needs a rabies certificate on file⟧; ⟦booking held 24 h⟧
grooming: table ⟦«d1»⟧ ⟦hydraulic lift fault E«d2»⟧ — ⟦service ticket «U3»«d5»⟧
horse-racing: runner ⟦«d2»⟧ in race ⟦«d1»⟧ ⟦scratched by the vet at 13:05⟧; ⟦bets refunded on ticket range «d8»-«d8»⟧
horse-racing: microchip ⟦«d15»⟧ ⟦does not match passport «U3»«d6»⟧ — ⟦entry refused⟧
rowing: crew ⟦«U3» M8+⟧ ⟦2000 m in 5:49.3, outside qualifying 5:45.0⟧
rowing: boat ⟦«U2»-«d4»⟧ ⟦rigger bolt torque 8 Nm below 12 Nm⟧; ⟦boat out of service⟧
fencing: bout ⟦«d4»⟧ ⟦score 15-14 disputed⟧ — ⟦video review «U2»«d5» requested by piste 3⟧
fencing: fencer ⟦licence «U3»«d7»⟧ ⟦mask FIE label expired 2026-06⟧; ⟦not allowed on piste⟧
balloon: envelope ⟦«U2»-«U3»⟧ ⟦fabric porosity 18 s below 30 s grab test⟧ — ⟦not airworthy⟧
balloon: flight ⟦«d5»⟧ ⟦surface wind 11 kt above 8 kt limit⟧; ⟦launch postponed to 06:40⟧
skydiving: rig ⟦«U3»«d5»⟧ ⟦reserve repack due 2026-12-01, overdue⟧ — ⟦rig grounded⟧
skydiving: load ⟦«d2»⟧ ⟦exit weight 1,812 kg above 1,750 kg⟧; ⟦2 jumpers moved to load «d2»⟧
paragliding: wing ⟦«U2»-«d5»⟧ ⟦line trim 4 cm out on A-lines⟧ — ⟦check «d6» failed⟧
paragliding: site ⟦«U3»⟧ ⟦gusts 28 km/h above 25 km/h⟧; ⟦launch window closed⟧
model-railway: decoder ⟦address «d4»⟧ ⟦CV29 set to 38, expected 6⟧ — ⟦loco «U2»«d3» runs backwards⟧
model-railway: block ⟦B«d2»⟧ ⟦occupancy detector stuck on⟧; ⟦signal «d2» held at red⟧
laundromat: washer ⟦W-«d2»⟧ ⟦door lock error E«d2» after 3 retries⟧ — ⟦refund «d4» cents to card ending 4412⟧
laundromat: dryer ⟦D-«d2»⟧ ⟦exhaust temp 96 °C above 90 °C⟧; ⟦cycle «d6» stopped⟧
grain-elevator: bin ⟦«d2»⟧ ⟦moisture 16.8% above 14.5% storage limit⟧ — ⟦aeration fan «U1»«d2» started⟧
grain-elevator: scale ticket ⟦«d8»⟧ ⟦gross 38,420 kg, tare missing⟧; ⟦truck «U3»-«d3» held at gate⟧
sawmill: log ⟦«d9»⟧ ⟦metal detected at 2.4 m⟧ — ⟦head saw «U1»«d1» stopped⟧
sawmill: kiln charge ⟦«d5»⟧ ⟦MC 19% above 12% target⟧; ⟦schedule extended 36 h⟧
paper-mill: reel ⟦«d7»⟧ ⟦basis weight 78.4 g/m² outside 80 ± 1⟧ — ⟦grade «U2»«d3» downgraded⟧
paper-mill: headbox ⟦«d1»⟧ ⟦consistency 0.62% above 0.55%⟧; ⟦web break at 14:12⟧
brewery: batch ⟦«d5»⟧ ⟦original gravity 1.046 below 1.052 target⟧ — ⟦fermenter FV-«d2»⟧
brewery: keg ⟦«U2»«d6»⟧ ⟦CO2 2.1 vol below 2.5 vol⟧; ⟦recarbonation queued⟧
cheese: vat ⟦«d2»⟧ ⟦pH 6.38 at cutting, target 6.45⟧ — ⟦make «d6» logged as deviation⟧
cheese: wheel ⟦«U3»-«d6»⟧ ⟦rind mite found at 9 months⟧; ⟦cave «U1» quarantined⟧
coffee-roasting: roast ⟦«d6»⟧ ⟦first crack at 8:42, profile expects 9:30⟧ — ⟦batch «U2»«d4» cupped 79.5⟧
coffee-roasting: green lot ⟦«U3»-«d5»⟧ ⟦moisture 13.2% above 12.0%⟧; ⟦lot rejected⟧
oyster-farm: lease ⟦«U2»-«d4»⟧ ⟦closed after 48 mm rainfall (norovirus rule)⟧ — ⟦reopen test «d7»⟧
oyster-farm: bag line ⟦«d3»⟧ ⟦mortality 22% above 10%⟧; ⟦sample «U3»«d4» sent to lab⟧
poultry: house ⟦«d1»⟧ ⟦ammonia 28 ppm above 20 ppm⟧ — ⟦ventilation stage raised to 5⟧
poultry: flock ⟦«U2»«d5»⟧ ⟦day-21 weight 812 g below 880 g standard⟧
mushroom-farm: room ⟦«d2»⟧ ⟦CO2 1,800 ppm above 1,200 ppm during pinning⟧ — ⟦flush «d1» delayed⟧
mushroom-farm: substrate batch ⟦«d6»⟧ ⟦contamination (Trichoderma) in 14 of 200 blocks⟧
tide-gauge: station ⟦«d7»⟧ ⟦water level 4.81 m exceeds 4.50 m alert⟧; ⟦surge warning «U2»-«d4» issued⟧
tide-gauge: sensor ⟦«U3»«d3»⟧ ⟦radar gap 12 min (14:10-14:22)⟧ — ⟦values interpolated⟧
meteorite: specimen ⟦«U2» «d5»⟧ ⟦classification pending: Ni 7.8% suggests iron, not stony⟧
meteorite: fall report ⟦«d6»⟧ ⟦fireball seen at 21:14 UTC, 3 witnesses⟧; ⟦search area «U3»-«d2»⟧
cleanroom: bay ⟦«U1»«d2»⟧ ⟦particle count 3,520/m³ at 0.5 µm above ISO 5⟧ — ⟦tool «U4»-«d2» locked out⟧
cleanroom: wafer lot ⟦«U2»«d6»⟧ ⟦overlay error 4.1 nm above 3.0 nm⟧; ⟦rework at layer M2⟧
welding: weld ⟦«U2»-«d4»⟧ ⟦UT indication 3 mm at 42 mm depth⟧ — ⟦repair procedure WPS-«d3»⟧
welding: welder ⟦«U3»«d5»⟧ ⟦qualification 6G expired 2026-10-31⟧; ⟦not assigned⟧
tram: vehicle ⟦«d4»⟧ ⟦pantograph carbon 6 mm below 8 mm minimum⟧ — ⟦withdrawn at depot «U1»⟧
tram: stop ⟦«U3»«d2»⟧ ⟦passenger information display offline since 06:12⟧
cable-car: cabin ⟦«d2»⟧ ⟦grip force 38 kN below 45 kN test value⟧ — ⟦line stopped⟧
cable-car: rope ⟦«U2»«d4»⟧ ⟦magnetic test: 2 broken wires in lay length⟧; ⟦next test in 30 days⟧
roofing: job ⟦«d6»⟧ ⟦membrane seam peel 1.2 N/mm below 2.0⟧ — ⟦section «U1»«d2» redone⟧
roofing: drone survey ⟦«U3»-«d5»⟧ ⟦ponding 40 mm near drain «d2»⟧
land-registry: title ⟦«U2»«d6»⟧ ⟦restriction entered 2026-11-18⟧ — ⟦transfer application «d8» cancelled⟧
land-registry: parcel ⟦«d4»-«d4»-«d3»⟧ ⟦boundary overlaps parcel «d4»-«d4»-«d3» by 0.8 m²⟧
freight: shipment ⟦«U4»«d7»⟧ ⟦HS code 8471.30 does not match declared goods⟧ — ⟦customs hold⟧
freight: container ⟦«U4»«d7»⟧ ⟦VGM 31,200 kg above 30,480 kg max gross⟧; ⟦not loaded on voyage «d3»«U1»⟧
arcade: cabinet ⟦«U2»-«d3»⟧ ⟦coin mech jammed, 41 credits unpaid⟧ — ⟦refund log «d6»⟧
arcade: card reader ⟦«d4»⟧ ⟦offline since 19:02⟧; ⟦«d3» plays stored for sync⟧
roller-coaster: train ⟦«d1»⟧ ⟦lap bar sensor seat 14 open⟧ — ⟦dispatch blocked, ride «U3» down⟧
roller-coaster: daily check ⟦«d6»⟧ ⟦wheel «d2» tread wear 4 mm above 3 mm⟧; ⟦opening delayed⟧
choir: rehearsal ⟦«d5»⟧ ⟦tenors 3 of 8 present below quorum of 5⟧ — ⟦sectional moved to Thursday⟧
choir: score ⟦«U2»«d4»⟧ ⟦licence covers 40 copies, 52 printed⟧
conservation: painting ⟦acc. «d4».«d3»⟧ ⟦RH 62% above 55% in gallery «d2»⟧ — ⟦moved to store⟧
conservation: treatment ⟦«d5»⟧ ⟦solvent test: varnish soluble in acetone 20%⟧; ⟦report «U3»-«d4»⟧
interpreting: booking ⟦«d6»⟧ ⟦BSL interpreter unavailable 09:00-11:00⟧ — ⟦relay via video ref «U2»«d5»⟧
interpreting: assignment ⟦«U3»«d4»⟧ ⟦duration 3 h requires 2 interpreters⟧
braille: transcription ⟦«d5»⟧ ⟦UEB contraction error on page 41⟧ — ⟦proof «d2» returned⟧
braille: embosser ⟦«U2»«d3»⟧ ⟦paper jam at sheet 212 of 340⟧; ⟦job resumed⟧
dialysis: machine ⟦«U2»-«d4»⟧ ⟦conductivity 15.2 mS/cm above 14.5⟧ — ⟦treatment «d7» paused⟧
dialysis: chair ⟦«d2»⟧ ⟦water test: endotoxin 0.3 EU/mL above 0.25⟧; ⟦RO loop sanitized⟧
pathology: specimen ⟦«U2»«d2»-«d5»⟧ ⟦fixation time 3 h below 6 h minimum⟧ — ⟦IHC not performed⟧
pathology: slide ⟦«d8»⟧ ⟦scanner focus failure at tile 1,204⟧; ⟦rescan queued⟧
pharmacovigilance: case ⟦«U2»-«d4»-«d6»⟧ ⟦MedDRA term missing for event 2⟧ — ⟦E2B submission «d8» rejected⟧
pharmacovigilance: signal ⟦«U3»-«d4»⟧ ⟦PRR 2.4 above 2.0 threshold⟧; ⟦review due 2027-01-15⟧
tailoring: order ⟦«d6»⟧ ⟦sleeve length 64 cm, measurement sheet says 61 cm⟧ — ⟦fitting «d2» rebooked⟧
tailoring: bolt ⟦«U2»«d5»⟧ ⟦shade variation ΔE 2.3 above 1.0⟧
shoe-repair: ticket ⟦«d5»⟧ ⟦heel block size 7 out of stock⟧ — ⟦ready 2026-12-09 instead of 12-07⟧
watch-repair: job ⟦«d6»⟧ ⟦amplitude 212° below 250°⟧; ⟦movement «U3»«d4» needs service⟧
watch-repair: case ⟦«U2»«d6»⟧ ⟦water resistance test failed at 3 bar⟧ — ⟦gasket replaced⟧
dyeing: lot ⟦«U3»-«d5»⟧ ⟦ΔE 1.8 vs standard, tolerance 1.0⟧ — ⟦shade correction «d2» added⟧
dyeing: jet ⟦«d2»⟧ ⟦liquor ratio 1:12 above 1:8⟧; ⟦water use +40%⟧
carpet-weaving: loom ⟦«d2»⟧ ⟦knot density 96/in² below 120/in² spec⟧ — ⟦rug «U2»«d5» graded B⟧
carpet-weaving: wool lot ⟦«d6»⟧ ⟦moth larvae found⟧; ⟦lot «U3»«d4» frozen for 72 h⟧
printing-press: job ⟦«d6»⟧ ⟦registration off 0.3 mm on cyan⟧ — ⟦plates «d4»-«d4» remade⟧
printing-press: press ⟦«U2»«d2»⟧ ⟦blanket wash cycle failed 3×⟧; ⟦run stopped at 12,400 sheets⟧
type-foundry: font ⟦«U3» Sans «d3»⟧ ⟦glyph U+0149 missing in 4 weights⟧ — ⟦release «d1».«d1».«d1» held⟧
type-foundry: licence ⟦«U3»-«d6»⟧ ⟦covers 5 desktop seats, 9 installs found⟧
crossword: puzzle ⟦«d5»⟧ ⟦clue 14-across answer length 7, grid has 8⟧ — ⟦publish slot 2026-12-06 moved⟧
crossword: grid ⟦«U2»«d4»⟧ ⟦unchecked squares 6 above 4 allowed⟧
bingo: session ⟦«d6»⟧ ⟦ball 47 called twice (draw «d3»)⟧ — ⟦game «d2» voided⟧
bingo: terminal ⟦«U2»«d4»⟧ ⟦offline for 3 games⟧; ⟦«d2» cards refunded⟧
fantasy-sports: lineup ⟦«d8»⟧ ⟦salary 50,400 above cap 50,000⟧ — ⟦entry «U3»«d6» not submitted⟧
fantasy-sports: contest ⟦«d7»⟧ ⟦player «d6» scratched after lock⟧; ⟦swap window closed⟧
"""

FLAGS = r"""
flags: ⟦secret_version=7⟧ ⟦secret_version_count=12⟧ (⟦destroyed versions 1-5⟧)
flags: ⟦token_bucket capacity 120, refill 2/s⟧ — ⟦bucket for client «U12» empty⟧
flags: ⟦password_history=24⟧ ⟦password_min_age_days=1⟧ ⟦policy «U3»-«d3» applied to 418 users⟧
flags: ⟦key_rotation_days=90⟧ — ⟦key «uuid» created 2026-09-01, rotation due 2026-11-30⟧
flags: ⟦api_key_count 3 of 5 allowed⟧ for project ⟦«l5»-«l5»⟧
flags: ⟦auth_attempts=5 in 10 min⟧ ⟦lockout_minutes=15⟧ ⟦user «d8» locked at 10:14⟧
flags: ⟦credential_id «b64_43»⟧ (⟦passkey registered 2026-11-02⟧, ⟦sign count 41⟧)
flags: ⟦secret scanning push protection blocked 0 pushes this week⟧ (⟦«d2» alerts closed⟧)
flags: ⟦SECRET_KEY_FALLBACKS has 1 entry⟧ — ⟦remove after 2026-12-31⟧
flags: ⟦--token-ttl 15m⟧ ⟦--refresh-ttl 720h⟧ (⟦config «h40»⟧)
flags: ⟦pwned password check: 0 matches⟧ for ⟦k-anonymity prefix «H5»⟧
flags: ⟦JWKS has 2 keys: kid «A24» and kid «A24»⟧ ⟦cache 300 s⟧
flags: ⟦token introspection: active=false⟧ ⟦exp 1764928800⟧ ⟦client «l5»-web⟧
flags: ⟦password reset link expired (issued 2026-12-04 09:12, valid 60 min)⟧ ⟦request «uuid»⟧
flags: ⟦MFA_REQUIRED=true⟧ ⟦recovery codes remaining: 3 of 10⟧
flags: ⟦vault lease «l5»/creds/«l5»/«A24» expired⟧ ⟦TTL 1h⟧
flags: ⟦api key prefix ak_live_ (8 chars shown in dashboard)⟧ ⟦last used 2026-12-05 08:41⟧
flags: ⟦htpasswd file has 14 users⟧ ⟦bcrypt cost 12⟧
flags: ⟦ssh key fingerprint SHA256:«b64_43»⟧ ⟦added by ops on 2026-11-20⟧
flags: ⟦certificate serial «H16»⟧ ⟦expires in 12 days⟧ ⟦renewal order «d9»⟧
"""

PARSE = r"""
parse: ⟦invalid literal for int() with base 10: '12.5'⟧ (⟦field retries, row 44⟧)
parse: ⟦could not convert string to float: '1,204.50'⟧ — ⟦locale decimal comma expected⟧
parse: ⟦time data '2026-13-05' does not match format '%Y-%m-%d'⟧ (⟦month 13⟧)
parse: ⟦Invalid isoformat string: '2026-12-05T25:00:00'⟧
parse: ⟦Text '31/11/2026' could not be parsed: Invalid date 'NOVEMBER 31'⟧
parse: ⟦invalid duration "90x" for --timeout⟧ (⟦units: ms, s, m, h⟧)
parse: ⟦badly formed hexadecimal UUID string⟧ for ⟦order_id '«h8»-«h4»-«h4»-«h3»'⟧ (⟦one group short⟧)
parse: ⟦'PENDNG' is not a valid OrderStatus⟧ (⟦did you mean PENDING?⟧)
parse: ⟦invalid version '1.2.3.4.5' for package «l5»-utils⟧ — ⟦PEP 440 allows 1.2.3.post4⟧
parse: ⟦expected a sha256 digest (64 hex), got 63 characters: «h63»⟧
parse: ⟦checksum mismatch for dist/app-2.4.1.tar.gz: expected «h64», got «h64»⟧
parse: ⟦git: '«h7»' is not a commit⟧ (⟦did you mean «h7»?⟧)
parse: ⟦no such file: reports/2026-Q4/«d6»-summary.csv⟧
parse: ⟦port must be 1-65535, got 70000⟧ in ⟦config/server.toml line 4⟧
parse: ⟦invalid IPv4 address '10.0.300.7'⟧ (⟦octet 300 > 255⟧)
parse: ⟦invalid cron expression '*/5 * * *' (4 fields, need 5)⟧
parse: ⟦unknown time zone 'Europe/Stockhom'⟧ — ⟦did you mean Europe/Stockholm?⟧
parse: ⟦invalid currency code 'EUD'⟧ for ⟦invoice «d8»⟧
parse: ⟦IBAN check digits invalid for SE35 5000 0000 0549 1000 0003⟧ (⟦expected 45⟧)
parse: ⟦ISBN 978-0-262-04630-4 has a bad check digit (expected 5)⟧
parse: ⟦line 12: expected ',' after 'price': 19.99⟧ in ⟦catalog.json⟧
parse: ⟦YAML: mapping values are not allowed here (line 3, column 12)⟧ in ⟦.github/workflows/ci.yml⟧
parse: ⟦TOML: duplicate key 'version' at line 9⟧ in ⟦pyproject.toml⟧
parse: ⟦CSV row 1,204 has 9 fields, header has 8⟧ (⟦file orders-«d8».csv⟧)
parse: ⟦semver '^2.x.1' is not a valid range⟧ in ⟦package.json dependencies.lodash⟧
lookup: ⟦order «d9» not found⟧ (⟦searched shards 0-7⟧)
lookup: ⟦customer cus_«A24» does not exist⟧ in ⟦test mode⟧
lookup: ⟦no commit «h40» in repository acme/shop⟧ — ⟦force-pushed on 2026-12-03?⟧
lookup: ⟦container image sha256:«h64» not found in registry⟧
lookup: ⟦S3 object s3://acme-exports/«d4»/«d2»/«uuid».parquet does not exist⟧
lookup: ⟦ticket «U4»-«d4» was moved to project «U3»⟧
lookup: ⟦DOI 10.1038/s41586-026-«d5»-«d1» returned 404⟧
lookup: ⟦PubMed ID «d8» has no abstract⟧
lookup: ⟦ORCID «d4»-«d4»-«d4»-«d4» is deactivated⟧
lookup: ⟦tracking number «U2»«d9»SE unknown to carrier⟧
lookup: ⟦VIN «U17» failed check digit⟧ (⟦position 9⟧)
lookup: ⟦Kubernetes pod «l5»-«l5»-«l5» not found in namespace shop⟧
lookup: ⟦npm package @acme/«l5» version 3.1.0 not in registry⟧ (⟦latest 3.0.4⟧)
lookup: ⟦PR #«d4» is closed (merged as «h7»)⟧
lookup: ⟦Slack channel C«U10» archived⟧
"""
