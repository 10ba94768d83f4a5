"""Innocent set 30: ids and values from domains earlier sets did not draw on, settings and
flags beside credential words, and parse errors quoting ordinary values.

``DOMAINS``: quilting, crochet, lacemaking, sailmaking, surfboards, skateboards, snowboards,
ski wax, sudoku, puppetry, ventriloquism, coins, banknotes, postcards, matchboxes, bottle
caps, minerals, gemstones, lapidary, corals, herpetology, butterflies, moths, dragonflies,
bats, hedgehogs, ferrets, rabbits, guinea pigs, chinchillas, goats, sheep shearing, quail,
ostriches, foraging, hedge laying, dry stone walling, timber framing, adobe, straw bale,
stonemasonry, harpsichords, ukuleles, mandolins and shakuhachi. Each domain was grepped
against every earlier innocent set's files by its name (none matched; beekeeping,
taxidermy, origami, embroidery, knitting, canoes, curling, chess, shogi, mahjong, stamps,
numismatics, fossils, amber, aquariums, entomology, ornithology, owls, dairy, poultry,
llamas, mushrooms, herbaria, topiary, thatching, locksmiths, bell ringing, organs, harps,
banjos, sitars and bagpipes did and were dropped). ``FLAGS``: settings and flags beside
credential words, with no value. ``PARSE``: parse and validation errors quoting ordinary
values. None holds a secret; each marks what a model needs.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
quilting: ⟦block «U2»-«d4»⟧ ⟦log cabin pattern⟧ — ⟦batting 80/20 cotton-poly⟧
quilting: ⟦longarm job «d6»⟧ ⟦stitch density 10 spi⟧ (⟦binding 2.5 in⟧)
crochet: ⟦pattern «d5»⟧ ⟦hook 4.0 mm⟧ — ⟦yarn lot «U1»«d5»⟧
crochet: ⟦granny square 14 of 48⟧ ⟦gauge 18 sts × 20 rows⟧
lacemaking: ⟦pricking «d4»⟧ ⟦Torchon ground⟧ — ⟦bobbin pairs 24⟧
lacemaking: ⟦pillow «U2»«d3»⟧ ⟦thread 80/2 linen⟧ (⟦cm done 37⟧)
sailmaking: ⟦sail order «d6»⟧ ⟦Dacron 7.6 oz⟧ — ⟦luff 11.2 m⟧
sailmaking: ⟦batten pocket «d2»⟧ ⟦reef point 3⟧ (⟦cloth roll «U3»-«d4»⟧)
surfboards: ⟦shape «d5»⟧ ⟦6'2" × 19 3/8" × 2 7/16"⟧ — ⟦blank «U2»«d4»⟧
surfboards: ⟦fin box FCS II⟧ ⟦glass job «d6»⟧ (⟦volume 31.4 L⟧)
skateboards: ⟦deck «d5»⟧ ⟦8.25 in, 7-ply maple⟧ — ⟦trucks 139 mm⟧
skateboards: ⟦wheel set «U2»«d3»⟧ ⟦durometer 99A⟧ (⟦bearings ABEC 7⟧)
snowboards: ⟦board serial «U3»«d7»⟧ ⟦157 W⟧ — ⟦stance 21/-9⟧
snowboards: ⟦base grind «d4»⟧ ⟦edge bevel 1°/2°⟧ (⟦tune ticket «d6»⟧)
ski wax: ⟦wax batch «U2»«d5»⟧ ⟦−8 to −2 °C⟧ — ⟦iron at 130 °C⟧
ski wax: ⟦structure tool «d3»⟧ ⟦linear 0.5 mm⟧ (⟦race «d4»⟧)
sudoku: ⟦puzzle «d7»⟧ ⟦difficulty 4 of 5⟧ — ⟦givens 24⟧
sudoku: ⟦grid «h16»⟧ ⟦solved in 14:32⟧ (⟦hint count 0⟧)
puppetry: ⟦puppet «U2»-«d3»⟧ ⟦rod puppet, 90 cm⟧ — ⟦show «d5»⟧
puppetry: ⟦strings 9⟧ ⟦control bar «d4»⟧ (⟦rehearsal 3 of 6⟧)
ventriloquism: ⟦figure «d4»⟧ ⟦moving eyes, blinkers⟧ — ⟦booking «d6»⟧
ventriloquism: ⟦script v«d2»⟧ ⟦set 18 min⟧ (⟦venue «U3»«d3»⟧)
coins: ⟦lot «d5»⟧ ⟦1922 Peace dollar⟧ — ⟦grade MS-63⟧
coins: ⟦slab cert «d8»⟧ ⟦mintage 51,737,000⟧ (⟦die variety «U2»-«d2»⟧)
banknotes: ⟦serial «U2»«d8»⟧ ⟦Pick 212a⟧ — ⟦grade 64 EPQ⟧
banknotes: ⟦star note «d8»*⟧ ⟦block «U2»⟧ (⟦album page «d2»⟧)
postcards: ⟦card «d6»⟧ ⟦posted 1911⟧ — ⟦RPPC, divided back⟧
postcards: ⟦album «d3»⟧ ⟦slot 44⟧ (⟦publisher code «U3»«d4»⟧)
matchboxes: ⟦label «d5»⟧ ⟦Sweden, 1930s⟧ — ⟦set «d3» of «d3»⟧
matchboxes: ⟦skillet «U2»«d4»⟧ ⟦safety matches⟧ (⟦catalog «d6»⟧)
bottle caps: ⟦cap «d6»⟧ ⟦crown 26 mm⟧ — ⟦brewery «U3»-«d3»⟧
bottle caps: ⟦swap «d5»⟧ ⟦12 caps sent⟧ (⟦tray «d2»⟧)
minerals: ⟦specimen «U2»-«d5»⟧ ⟦fluorite on quartz⟧ — ⟦Mohs 4⟧
minerals: ⟦locality «d6»⟧ ⟦thumbnail 2.5 cm⟧ (⟦drawer «d2»⟧)
gemstones: ⟦parcel «d6»⟧ ⟦1.42 ct, oval⟧ — ⟦report «d10»⟧
gemstones: ⟦lot «U3»«d4»⟧ ⟦RI 1.762–1.770⟧ (⟦SG 4.00⟧)
lapidary: ⟦slab «d5»⟧ ⟦8-inch saw⟧ — ⟦cab 18 × 13 mm⟧
lapidary: ⟦grit 600⟧ ⟦wheel «U2»«d3»⟧ (⟦batch «d4»⟧)
corals: ⟦frag «U3»-«d4»⟧ ⟦Acropora millepora⟧ — ⟦PAR 250⟧
corals: ⟦tank «d2»⟧ ⟦alkalinity 8.3 dKH⟧ (⟦calcium 430 ppm⟧)
herpetology: ⟦specimen «U2»«d5»⟧ ⟦Python regius⟧ — ⟦SVL 84 cm⟧
herpetology: ⟦enclosure «d3»⟧ ⟦basking 32 °C⟧ (⟦humidity 60 %⟧)
butterflies: ⟦transect «d4»⟧ ⟦section 7⟧ — ⟦Aglais io × 3⟧
butterflies: ⟦record «d7»⟧ ⟦grid SU «d4»⟧ (⟦count 12⟧)
moths: ⟦trap «d3»⟧ ⟦125 W MV⟧ — ⟦catch «d6»⟧
moths: ⟦species code «d4»⟧ ⟦Noctua pronuba × 41⟧ (⟦night min 9 °C⟧)
dragonflies: ⟦site «d5»⟧ ⟦Anax imperator⟧ — ⟦exuviae 6⟧
dragonflies: ⟦survey «U2»«d4»⟧ ⟦pond 3⟧ (⟦ovipositing pair 2⟧)
bats: ⟦roost «d5»⟧ ⟦Pipistrellus pygmaeus⟧ — ⟦emergence 21:14⟧
bats: ⟦detector file «U3»_«d8»⟧ ⟦peak 55 kHz⟧ (⟦passes 118⟧)
hedgehogs: ⟦rescue «d5»⟧ ⟦weight 612 g⟧ — ⟦pen «U1»«d2»⟧
hedgehogs: ⟦release site «d4»⟧ ⟦microchip «d15»⟧ (⟦feeding 2×⟧)
ferrets: ⟦ferret «d4»⟧ ⟦jill, sable⟧ — ⟦vaccination «d6»⟧
ferrets: ⟦hutch «U2»«d2»⟧ ⟦litter 2026-11⟧ (⟦kits 7⟧)
rabbits: ⟦ring «U2»«d4»⟧ ⟦Netherland Dwarf⟧ — ⟦show «d5»⟧
rabbits: ⟦litter «d4»⟧ ⟦kits 6⟧ (⟦weaned day 56⟧)
guinea pigs: ⟦cavy «d5»⟧ ⟦Abyssinian⟧ — ⟦weight 1,050 g⟧
guinea pigs: ⟦pen «d2»⟧ ⟦vitamin C 30 mg⟧ (⟦nail trim «d4»⟧)
chinchillas: ⟦chin «U2»«d4»⟧ ⟦standard grey⟧ — ⟦dust bath 10 min⟧
chinchillas: ⟦cage «d3»⟧ ⟦temp max 24 °C⟧ (⟦hay lot «d6»⟧)
goats: ⟦herd «d5»⟧ ⟦Saanen doe⟧ — ⟦ear tag «U2» «d6»⟧
goats: ⟦kidding «d4»⟧ ⟦twins⟧ (⟦milk 3.2 L/day⟧)
sheep shearing: ⟦flock «d6»⟧ ⟦312 shorn⟧ — ⟦fleece bale «d5»⟧
sheep shearing: ⟦stand «d2»⟧ ⟦comb 13-tooth⟧ (⟦tally «d3»⟧)
quail: ⟦flock «d4»⟧ ⟦Coturnix⟧ — ⟦eggs 41 today⟧
quail: ⟦incubator «U2»«d3»⟧ ⟦37.5 °C, 45 %⟧ (⟦hatch day 17⟧)
ostriches: ⟦bird «d6»⟧ ⟦Blue-neck hen⟧ — ⟦egg 1.4 kg⟧
ostriches: ⟦camp «d2»⟧ ⟦feed «U3»-«d4»⟧ (⟦chicks 9⟧)
foraging: ⟦walk «d5»⟧ ⟦wild garlic, 300 g⟧ — ⟦grid ref «U2» «d6»⟧
foraging: ⟦log «d6»⟧ ⟦elderflower⟧ (⟦permit «U3»«d4»⟧)
hedge laying: ⟦job «d5»⟧ ⟦Midland bullock style⟧ — ⟦120 m⟧
hedge laying: ⟦pleacher angle 35°⟧ ⟦stakes «d3»⟧ (⟦binders hazel⟧)
dry stone walling: ⟦wall «d5»⟧ ⟦batter 1:6⟧ — ⟦throughs every 0.9 m⟧
dry stone walling: ⟦gap «d3»⟧ ⟦cope stones 41⟧ (⟦tonnage 6.2 t⟧)
timber framing: ⟦frame «U2»-«d4»⟧ ⟦green oak⟧ — ⟦joint 14: mortise & tenon⟧
timber framing: ⟦bent «d2»⟧ ⟦peg 25 mm⟧ (⟦cut list «d5»⟧)
adobe: ⟦batch «d5»⟧ ⟦clay 30 % sand 70 %⟧ — ⟦brick 10 × 14 × 4 in⟧
adobe: ⟦wall «U1»«d2»⟧ ⟦curing 28 days⟧ (⟦plaster lime⟧)
straw bale: ⟦bale «d5»⟧ ⟦wheat, 14 % moisture⟧ — ⟦course 6⟧
straw bale: ⟦wall «U2»«d2»⟧ ⟦pin «d3»⟧ (⟦render 3 coats⟧)
stonemasonry: ⟦block «U3»-«d4»⟧ ⟦Portland stone⟧ — ⟦bed 12 mm⟧
stonemasonry: ⟦banker «d2»⟧ ⟦claw tool 3⟧ (⟦order «d6»⟧)
harpsichords: ⟦instrument «d4»⟧ ⟦Flemish double⟧ — ⟦A = 415 Hz⟧
harpsichords: ⟦jack «d2»⟧ ⟦plectrum delrin⟧ (⟦voicing «d5»⟧)
ukuleles: ⟦uke «U2»«d5»⟧ ⟦concert, mahogany⟧ — ⟦GCEA⟧
ukuleles: ⟦string set «d4»⟧ ⟦low G⟧ (⟦setup «d6»⟧)
mandolins: ⟦mandolin «d6»⟧ ⟦F-style⟧ — ⟦scale 13 7/8 in⟧
mandolins: ⟦bridge «U2»«d3»⟧ ⟦action 1.4 mm at 12th⟧ (⟦order «d5»⟧)
shakuhachi: ⟦flute «d4»⟧ ⟦1.8 shaku⟧ — ⟦D minor pentatonic⟧
shakuhachi: ⟦utaguchi «U2»«d2»⟧ ⟦ji-ari bore⟧ (⟦lesson «d5»⟧)
"""

FLAGS = r"""
flags: ⟦OPENPROJECT_SECRET_KEY_BASE: set⟧ ⟦(not shown)⟧ ⟦OpenProject 15.1⟧
flags: ⟦AP_ENCRYPTION_KEY configured: yes⟧ ⟦AP_ENVIRONMENT=prod⟧
flags: ⟦GRIST_SESSION_SECRET is unset⟧ ⟦a random one is generated at each start⟧
flags: ⟦HBOX_MAILER_PASSWORD: (empty)⟧ ⟦mail disabled⟧
flags: ⟦NEXTAUTH_SECRET present⟧ ⟦Hoarder 0.22.0⟧ (⟦value hidden⟧)
flags: ⟦JWT_SECRET_KEY length 64⟧ ⟦ACCESS_TOKEN_SALT length 64⟧ ⟦Ghostfolio⟧
flags: ⟦MB_ENCRYPTION_SECRET_KEY: not set⟧ ⟦settings stored in plain text⟧
flags: ⟦SUPERSET_SECRET_KEY rotated on 2026-11-30⟧ ⟦re-encrypt done⟧
flags: ⟦kestra.server.basic-auth.enabled=true⟧ ⟦username admin@acme.io⟧
flags: ⟦security.enableLogin: true⟧ ⟦initialLogin.password: (changed after first login)⟧
flags: ⟦CHEVERETO_DB_PASS from secret file⟧ ⟦/run/secrets/db_pass⟧
flags: ⟦storePassword=${RELEASE_STORE_PASSWORD}⟧ ⟦(read from the environment)⟧
flags: ⟦api.enabled: true⟧ ⟦api.secret: (set in config.json.php)⟧ ⟦Shaarli⟧
flags: ⟦remember-me.validity: 2592000⟧ ⟦remember-me.key: (generated)⟧
flags: ⟦BOKUN_ACCESS_KEY set⟧ ⟦BOKUN_SECRET_KEY set⟧ ⟦sandbox: false⟧
flags: ⟦Ocp-Apim-Subscription-Key header required⟧ ⟦rate limit 1000/min⟧
flags: ⟦X-Token expires after 1 hour⟧ ⟦refresh via getToken⟧
flags: ⟦ODFHIR keys: developer + customer⟧ ⟦customer keys per office⟧
flags: ⟦wufoo: password field ignored⟧ ⟦API key is the user name⟧
flags: ⟦Z-API-TOKEN scope: read⟧ ⟦created 2026-11-02⟧
flags: ⟦x-openstatus-key: required⟧ ⟦workspace acme⟧
flags: ⟦PIPEFY_PAT expires: never⟧ ⟦owner ops@acme.io⟧
"""

PARSE = r"""
parse: ⟦yaml.scanner.ScannerError: while scanning a simple key⟧ ⟦line 4, column 1⟧ ⟦could not find expected ':'⟧
parse: ⟦requests.exceptions.MissingSchema: Invalid URL 'status.acme.io/health': No scheme supplied⟧
parse: ⟦ValueError: Invalid literal for Fraction: '3:4'⟧ ⟦column ratio, row 18⟧
parse: ⟦sqlite3: Error: in prepare, no such table: config⟧ ⟦app.db⟧
parse: ⟦column: line too long⟧ ⟦keys.csv line 2⟧
parse: ⟦base32: invalid input⟧ ⟦(line 1)⟧
parse: ⟦wget: unable to resolve host address 'mirror.acme.lan'⟧
parse: ⟦google.protobuf.text_format.ParseError: 3:5 : Message type "google.protobuf.Struct" has no field named "region"⟧
parse: ⟦django.http.QueryDict: 'state' missing⟧ ⟦(callback ignored)⟧
parse: ⟦tenacity.RetryError: RetryError[<Future at 0x7f3a2c1e5b40 state=finished raised HTTPError>]⟧
parse: ⟦BinHex: (This file must be converted with BinHex 4.0)⟧ ⟦header found, data missing⟧
parse: ⟦perl: Can't open perl script "-lane": No such file or directory⟧
parse: ⟦awk: cmd. line:1: BEGIN { FS = "=" ⟧ ⟦syntax error⟧
parse: ⟦vd: no loader for .numbers⟧ ⟦exports/integrations.numbers⟧
parse: ⟦hexdump: .runner_token: No such file or directory⟧
parse: ⟦ValueError: invalid literal for int() with base 10: 'eleven'⟧ ⟦port field⟧
parse: ⟦lua: config.lua:3: unfinished string near '"relay'⟧
"""
