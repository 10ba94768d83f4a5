"""Innocent set 27: ids from domains earlier innocent sets did not draw on.

Sheepdog trials, cacao, rice terraces, wheelwrights, pewter, enamel, papermaking, quills,
abacus schools, sextant repair, towpaths and narrowboats, chairlifts and snowcats, ice
roads, igloo and yurt camps, treehouses, houseboats, caravan parks, glamping, hostels,
monasteries, cathedrals, mosques, synagogues, temples and shrines, mortuaries, almshouses,
food banks and soup kitchens, aviaries, reptile houses, insectaria, butterfly houses,
petting zoos, stud farms, horse shows, trapeze, fire eating, haunted houses, corn mazes, hay
rides, pumpkin patches, Christmas tree farms, ice, sand and snow sculpture, boomerangs,
jousting, canyoning, coasteering, kitesurfing, canoes and rafting, ice climbing,
bouldering, slacklines, parkour, skateparks, BMX, unicycles, roller derby, quidditch,
korfball, netball, handball, water polo, underwater hockey, bandy, floorball, pétanque,
bocce, croquet, shuffleboard, skittles, snooker, bridge, chess and go clubs, backgammon,
Scrabble, jigsaws, Rubik's cubes, dollhouses, ships in bottles, terraria, aquascaping, koi,
rose shows, dahlias, allotments, community gardens, snail and frog farms, sturgeon and
caviar, sea cucumbers and sponge diving. Each domain was grepped against every earlier
innocent set's files by its name (none matched; glassblowing, falconry, beekeeping, alpacas,
maple syrup, truffles, saffron, tea estates, salt pans, cooperage, blacksmiths, mosaics,
stained glass, calligraphy, letterpress, lighthouses, gondolas, funiculars, cemeteries,
hospices, blood banks, herbaria, arboreta, kennels, puppets, juggling, escape rooms, kites,
archery, fencing, orienteering, caving, sailing, rowing, kayaks, billiards,
bonsai, orchids, pearls and about 60 more did and were left out). None holds a secret; each
marks what a model needs.

``FLAGS``: ids, counts, dates, settings, enum names, docs links and policy values that sit
next to credential words (PIN and passphrase policies, recovery codes left, token lifetimes,
key ids, ``password: set``, secret references, masked values) and hold no value. ``PARSE``:
parse, conversion and validation errors quoting ordinary values (ports, dates, versions,
regions, zone names, durations, file names) in the messages of the tools set 27's secrets
came from (jq, node, basenc, python -m json.tool and ast, git, curl, ipaddress, float,
datetime, strptime, Fraction, email.utils, http.cookies, http.client, requests, sqlite3,
urllib, ldap3, unittest.mock, structlog, tenacity, backoff, py.warnings, tqdm), and lookups
of real ids that failed.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
sheepdog: ⟦trial «d4»⟧ ⟦run «d2», 4 ewes⟧; ⟦outrun 380 m⟧ — ⟦score 87/110⟧
sheepdog: ⟦dog «U2»«d5» (Border Collie)⟧ ⟦shed pen «d1»⟧ (⟦judge card «d6»⟧)
cacao: ⟦lot «U3»-«d4»⟧ ⟦fermentation day 6, 48 °C⟧; ⟦cut test 82% brown⟧
cacao: ⟦drying rack «d2»⟧ ⟦moisture 7.1%⟧ — ⟦bag «d7» 62.5 kg⟧
rice-terrace: ⟦terrace «U1»«d3»⟧ ⟦water inlet «d2» open⟧; ⟦transplant 2026-12-18⟧
wheelwright: ⟦wheel «d5»⟧ ⟦14 spokes, oak⟧ — ⟦tyre shrink 3 mm⟧ (⟦dish 12 mm⟧)
pewter: ⟦mould «U2»«d3»⟧ ⟦tankard, 1 pint⟧; ⟦alloy 92% tin⟧ ⟦touchmark «d4»⟧
enamel: ⟦kiln load «d4»⟧ ⟦810 °C, 2 min⟧ — ⟦plate «U1»-«d3» cloisonné⟧
papermaking: ⟦vat «d1»⟧ ⟦kozo fibre, 18 g/m²⟧; ⟦post of 120 sheets⟧ (⟦felt «d3»⟧)
quill: ⟦batch «d5»⟧ ⟦goose primaries, dutched⟧ — ⟦nib cut «U1»⟧
abacus: ⟦class «d3»⟧ ⟦soroban grade 5⟧; ⟦flash anzan 3 digits⟧ ⟦pupil «d6»⟧
sextant: ⟦instrument «U2»«d5»⟧ ⟦index error +1.2'⟧ — ⟦mirror resilvered⟧
towpath: ⟦section «U1»«d2»⟧ ⟦1.8 km resurfaced⟧; ⟦bridge hole «d3» closed⟧
narrowboat: ⟦boat index «d6»⟧ ⟦57 ft⟧ ⟦licence to 2027-03⟧ — ⟦lock «d2» booked 09:20⟧
narrowboat: ⟦mooring «U2»-«d3»⟧ ⟦14-day stay⟧; ⟦pump-out «d4»⟧
chairlift: ⟦lift «U1»«d1»⟧ ⟦rope speed 2.3 m/s⟧ — ⟦chair «d3» grip test passed⟧
snowcat: ⟦machine «d3»⟧ ⟦groomed 11.4 ha⟧; ⟦winch anchor «U1»«d2»⟧ (⟦fuel 61%⟧)
ice-road: ⟦km «d3»⟧ ⟦ice 112 cm⟧ — ⟦load limit 38 t⟧ ⟦convoy «d4»⟧
igloo-camp: ⟦igloo «d2»⟧ ⟦−14 °C outside, +1 °C inside⟧; ⟦guests 4⟧
yurt: ⟦yurt «U1»«d2»⟧ ⟦lattice 8 walls⟧ — ⟦stove flue checked 2026-12-04⟧
treehouse: ⟦platform «d2»⟧ ⟦inspection «d6»⟧ ⟦bolt torque 80 N·m⟧; ⟦next check 2027-06⟧
houseboat: ⟦berth «U1»«d3»⟧ ⟦shore power 16 A⟧ — ⟦bilge alarm «d2» tested⟧
caravan-park: ⟦pitch «d3»⟧ ⟦hook-up⟧ ⟦arrival 2026-12-20⟧; ⟦awning allowed⟧
glamping: ⟦bell tent «d2»⟧ ⟦wood-fired tub⟧ — ⟦booking «U3»«d5»⟧
hostel: ⟦bed «d3»-«U1»⟧ ⟦dorm of 8⟧; ⟦locker «d3»⟧ (⟦check-out 10:00⟧)
monastery: ⟦guest room «d2»⟧ ⟦vespers 17:30⟧ — ⟦retreat «d4»⟧ ⟦silence from 21:00⟧
cathedral: ⟦bell ringers' rota «d2»⟧ ⟦Stedman Triples⟧; ⟦tower tour «U1»«d3»⟧
cathedral: ⟦organ recital «d4»⟧ ⟦2026-12-21 19:00⟧ — ⟦nave seats 640⟧
mosque: ⟦jumu'ah «d2»⟧ ⟦khutbah 13:05⟧; ⟦wudu area «U1» closed for repair⟧
synagogue: ⟦aliyah list «d3»⟧ ⟦Shabbat 2026-12-12⟧ — ⟦Torah portion Vayeshev⟧
temple: ⟦offering «d6»⟧ ⟦lamp «d3»⟧ ⟦festival day 2026-12-15⟧
shrine: ⟦ema board «U1»«d2»⟧ ⟦omamori stock 410⟧ — ⟦torii «d1» repainted⟧
mortuary: ⟦body tag «d7»⟧ ⟦fridge «U1»«d2»⟧; ⟦release to funeral director «d4»⟧
almshouse: ⟦cottage «d2»⟧ ⟦resident since 2019⟧ — ⟦warden visit Tue⟧
food-bank: ⟦parcel «d6»⟧ ⟦3-day, family of 4⟧; ⟦voucher «U2»«d5»⟧ (⟦referral agency «d3»⟧)
food-bank: ⟦stock check «d4»⟧ ⟦tinned tomatoes 1 214⟧ — ⟦pasta 380 kg⟧
soup-kitchen: ⟦shift «d3»⟧ ⟦142 meals⟧; ⟦volunteers 11⟧ ⟦allergen sheet «U1»«d2»⟧
aviary: ⟦flight «d2»⟧ ⟦Gouldian finches ×«d2»⟧ — ⟦ring «U2»«d6»⟧
reptile-house: ⟦vivarium «U1»«d3»⟧ ⟦basking 38 °C⟧; ⟦UVB tube changed 2026-11-30⟧
insectarium: ⟦colony «d4»⟧ ⟦leafcutter ants⟧ — ⟦fungus garden 2.1 L⟧
butterfly-house: ⟦emergence cage «d2»⟧ ⟦Morpho ×«d2»⟧; ⟦humidity 82%⟧
petting-zoo: ⟦goat «U1»«d3»⟧ ⟦hoof trim 2026-12-02⟧ — ⟦handwash station «d1»⟧
stud-farm: ⟦mare «d6»⟧ ⟦scan day 16 positive⟧; ⟦stallion «U3»«d3»⟧
horse-show: ⟦class «d2»⟧ ⟦1.10 m⟧ ⟦entry «d4»⟧ — ⟦ring «U1» 14:40⟧
trapeze: ⟦rig «d2»⟧ ⟦net tension checked⟧; ⟦flyer «U2»«d3»⟧ ⟦catch trap 8.5 m⟧
fire-eating: ⟦act «d3»⟧ ⟦paraffin 1 L⟧ — ⟦fire blanket «U1»«d2»⟧ ⟦safety spotter named⟧
haunted-house: ⟦room «d2»⟧ ⟦fog machine «U1»«d2»⟧; ⟦scare actor «d3» on break⟧
corn-maze: ⟦maze «d4»⟧ ⟦6.2 acres⟧ — ⟦checkpoint «U1»«d2» stamp missing⟧
hay-ride: ⟦wagon «d2»⟧ ⟦departs every 20 min⟧; ⟦tractor «U2»«d3»⟧
pumpkin-patch: ⟦field «U1»⟧ ⟦Atlantic Giant 412 kg⟧ — ⟦weigh-off «d3»⟧
christmas-trees: ⟦block «d2»⟧ ⟦Nordmann fir, 7 years⟧; ⟦tag «d6»⟧ ⟦netted⟧
ice-sculpture: ⟦block «d3»⟧ ⟦150 kg clear ice⟧ — ⟦display until 2026-12-31⟧
sand-sculpture: ⟦pile «U1»«d2»⟧ ⟦compacted 30 t⟧; ⟦sealer coat «d1»⟧
snow-sculpture: ⟦team «d2»⟧ ⟦3 m cube⟧ — ⟦judging 2027-01-24⟧
boomerang: ⟦throw «d3»⟧ ⟦MTA 17.4 s⟧; ⟦field «U1»⟧ ⟦wind 2 m/s⟧
jousting: ⟦lance «d4»⟧ ⟦balsa tip⟧ — ⟦horse «U2»«d3»⟧ ⟦pass 3 of 5⟧
canyoning: ⟦route «U1»-«d2»⟧ ⟦rappel 28 m⟧; ⟦group «d4»⟧ (⟦water level 0.4 m⟧)
coasteering: ⟦session «d5»⟧ ⟦tide 1.2 m falling⟧ — ⟦jump «U1»«d1» closed⟧
kitesurfing: ⟦kite «d3»⟧ ⟦12 m²⟧; ⟦lesson «U2»«d4»⟧ ⟦gusts 24 kn⟧
canoe: ⟦hire «d5»⟧ ⟦Canadian, 2 seats⟧ — ⟦portage «d2»⟧ ⟦return by 17:00⟧
rafting: ⟦raft «U1»«d2»⟧ ⟦grade III⟧; ⟦guide cert «d6»⟧ ⟦river level 1.3 m⟧
ice-climbing: ⟦route «d3»⟧ ⟦WI4⟧ — ⟦screw «U1»«d3» retired⟧
bouldering: ⟦problem «d4»⟧ ⟦V5, yellow holds⟧; ⟦wall «U1»«d1» reset 2026-12-07⟧
slackline: ⟦line «d2»⟧ ⟦25 m, 1.2 m high⟧ — ⟦tree protection «U1»«d2»⟧
parkour: ⟦spot «d3»⟧ ⟦precision jump 2.4 m⟧; ⟦session «U2»«d3»⟧
skatepark: ⟦bowl «d1»⟧ ⟦coping «U1»«d2» cracked⟧ — ⟦closed until 2026-12-10⟧
bmx: ⟦gate «d2»⟧ ⟦moto «d3»⟧ ⟦lane 5⟧; ⟦rider plate «d4»⟧
unicycle: ⟦wheel «d2»″⟧ ⟦crank 125 mm⟧ — ⟦level 4 skills test⟧
roller-derby: ⟦bout «d4»⟧ ⟦jammer «d2»⟧; ⟦penalty box 30 s⟧ (⟦track «U1»⟧)
quidditch: ⟦match «d4»⟧ ⟦snitch 18:00⟧ — ⟦hoop «U1»«d1» bent⟧
korfball: ⟦fixture «d5»⟧ ⟦score 17–15⟧; ⟦korf height 3.5 m⟧
netball: ⟦league «U2»«d2»⟧ ⟦GA bib «d2»⟧ — ⟦court «d1» 19:10⟧
handball: ⟦match «d5»⟧ ⟦7-m throw 12 of 14⟧; ⟦keeper «d2»⟧
water-polo: ⟦cap «d2»⟧ ⟦exclusion 20 s⟧ — ⟦pool «U1»«d1» depth 2 m⟧
underwater-hockey: ⟦puck «d3»⟧ ⟦1.3 kg⟧; ⟦stick «U1»«d2»⟧ ⟦period 2⟧
bandy: ⟦rink «d2»⟧ ⟦ice 4 cm⟧ — ⟦ball «U1»«d3» orange⟧
floorball: ⟦game «d5»⟧ ⟦2-min penalty⟧; ⟦rink boards «d2» replaced⟧
petanque: ⟦terrain «d2»⟧ ⟦boules 710 g⟧ — ⟦cochonnet «U1»«d2»⟧
bocce: ⟦court «d1»⟧ ⟦pallino «d3»⟧; ⟦frame 7 of 12⟧
croquet: ⟦lawn «d1»⟧ ⟦hoop «d1» reset⟧ — ⟦handicap 6⟧
shuffleboard: ⟦table «d2»⟧ ⟦22 ft⟧; ⟦puck «U1»«d3»⟧ ⟦wax 4 sprinkles⟧
skittles: ⟦alley «d2»⟧ ⟦9 pins⟧ — ⟦sticker «d3»⟧ ⟦team «U2»«d2»⟧
snooker: ⟦table «d2»⟧ ⟦break 104⟧; ⟦cloth «U1»«d4» recovered⟧
bridge-club: ⟦board «d2»⟧ ⟦4♠ by South⟧ — ⟦pair «d3»⟧ ⟦62.4%⟧
chess-club: ⟦game «d6»⟧ ⟦1.e4 c5⟧; ⟦rating 1 842⟧ (⟦clock «U1»«d2»⟧)
go-club: ⟦game «d5»⟧ ⟦komi 6.5⟧ — ⟦2-dan vs 4-kyu, 3 stones⟧
backgammon: ⟦match «d4»⟧ ⟦cube at 4⟧; ⟦gammon⟧
scrabble: ⟦game «d5»⟧ ⟦QUIXOTIC 365 points⟧ — ⟦rack «U1»«d2»⟧
jigsaw: ⟦puzzle «d4»⟧ ⟦1 000 pieces⟧; ⟦missing 2⟧ ⟦lending library «U1»«d3»⟧
rubik: ⟦solve «d5»⟧ ⟦12.41 s⟧ — ⟦scramble «U3»«d2»⟧
dollhouse: ⟦kit «d4»⟧ ⟦1:12 scale⟧; ⟦wallpaper «U1»«d2»⟧
ship-in-bottle: ⟦model «d3»⟧ ⟦clipper, 3 masts⟧ — ⟦bottle 1.5 L⟧
terrarium: ⟦jar «d3»⟧ ⟦fittonia, moss⟧; ⟦springtails added⟧
aquascaping: ⟦tank «U1»«d2»⟧ ⟦60 L⟧ — ⟦CO₂ 1 bps⟧ ⟦dosing «d2» ml⟧
koi: ⟦pond «d1»⟧ ⟦Kohaku «d2» cm⟧; ⟦KHV test negative⟧
rose-show: ⟦entry «d4»⟧ ⟦hybrid tea⟧ — ⟦class «U1»«d2»⟧ ⟦first prize⟧
dahlia: ⟦tuber «d4»⟧ ⟦Café au Lait⟧; ⟦stored 6 °C⟧
allotment: ⟦plot «d2»«U1»⟧ ⟦rent paid to 2027-09⟧ — ⟦water trough «d1»⟧
community-garden: ⟦bed «d2»⟧ ⟦workday 2026-12-13⟧; ⟦tool shed «U1»«d2»⟧
snail-farm: ⟦pen «d2»⟧ ⟦Helix aspersa 3 800⟧ — ⟦hibernation from 2026-12-01⟧
frog-farm: ⟦tank «U1»«d2»⟧ ⟦tadpoles 2 100⟧; ⟦water 24 °C⟧
sturgeon: ⟦tank «d3»⟧ ⟦Acipenser baerii, 7 years⟧ — ⟦ultrasound stage IV⟧
caviar: ⟦tin «d6»⟧ ⟦50 g, 3.5% salt⟧; ⟦CITES label «U2»-«d6»⟧
sea-cucumber: ⟦pen «U1»«d2»⟧ ⟦density 6/m²⟧ — ⟦harvest 2027-02⟧
sponge-diving: ⟦dive «d4»⟧ ⟦depth 22 m⟧; ⟦catch 14 sponges⟧ (⟦boat «U2»«d3»⟧)
"""

FLAGS = r"""
flags: ⟦PIN length 6⟧ ⟦(digits only, no sequences)⟧ — ⟦lockout after 5 tries⟧
flags: ⟦recovery codes: 8 of 10 unused⟧ for ⟦user «d6»⟧ ⟦last used 2026-11-19⟧
flags: ⟦token_ttl: 900⟧, ⟦refresh_ttl: 30d⟧ (⟦client «l8»⟧)
flags: ⟦password: set⟧ ⟦(rotated 2026-12-01)⟧ — ⟦max_age_days: 180⟧
flags: ⟦api_key_id: «l4»_«h12»⟧ ⟦created by ops@acme.io⟧ ⟦scope read:reports⟧
flags: ⟦secret_ref: berglas://acme-prod/argocd-repo-password⟧ ⟦(resolved at runtime)⟧
flags: ⟦OHDEAR_API_TOKEN: ********⟧ ⟦(masked)⟧ in ⟦workflow «U3»-«d2»⟧
flags: ⟦TGGL_API_KEY is unset⟧; ⟦flags fall back to defaults⟧
flags: ⟦passphrase policy: 4+ words⟧, ⟦min length 20⟧ — ⟦no reuse of last 5⟧
flags: ⟦webhook signing: enabled⟧ ⟦algorithm HMAC-SHA256⟧ ⟦header X-Signature⟧
flags: ⟦2FA required: yes⟧ ⟦methods: TOTP, WebAuthn⟧ — ⟦SMS disabled⟧
flags: ⟦key rotation every 90 days⟧ ⟦next 2027-02-28⟧ (⟦key id k-«d4»⟧)
flags: ⟦session cookie: Secure; HttpOnly; SameSite=Lax⟧ ⟦max-age 3600⟧
flags: ⟦client_secret: <redacted>⟧ ⟦client_id «l12»⟧
flags: ⟦PIN reset requested⟧ for ⟦card ending 4021⟧ ⟦ticket «d6»⟧
flags: ⟦FAREHARBOR_APP_KEY present (36 chars)⟧ ⟦not printed⟧
flags: ⟦auth: bearer⟧ ⟦token source: env DEPLOY_TOKEN⟧ — ⟦length ok⟧
flags: ⟦api_password set for 3 users⟧ ⟦(FreshRSS)⟧
flags: ⟦ldap bind: cn=svc-sync,ou=apps,dc=acme,dc=io⟧ ⟦password from /run/secrets/ldap⟧
flags: ⟦STATIC_CRON_TOKEN must be 32 characters⟧ ⟦see docs/cron.md⟧
flags: ⟦syncthing GUI apikey: configured⟧ ⟦address 127.0.0.1:8384⟧
flags: ⟦recovery key escrowed to Intune⟧ ⟦device «U3»-«d4»⟧
flags: ⟦one-time code expires in 5 min⟧ ⟦resend after 60 s⟧
flags: ⟦backup codes regenerated 2026-12-02⟧ ⟦old codes invalid⟧
flags: ⟦Geheimzahl: 4-stellig⟧ ⟦Karte gesperrt nach 3 Fehlversuchen⟧
flags: ⟦pihole web password: set⟧ ⟦app password: not set⟧
flags: ⟦bgp neighbor 10.20.0.2 password: configured⟧ ⟦(MD5)⟧
flags: ⟦authelia session.secret: from file⟧ ⟦/config/secrets/session⟧
flags: ⟦vault lease «l8»/«h8» renewed⟧ ⟦ttl 768h⟧
flags: ⟦token prefix lic_apm_ (Atatus)⟧ ⟦last 4: 9f2c⟧
"""

PARSE = r"""
parse: ⟦jq: error (at robots.json:0): Cannot iterate over null (null)⟧
parse: ⟦node: crypto.generateKeySync: The "options.length" property must be >= 8⟧
parse: ⟦basenc: invalid input⟧
parse: ⟦Expecting ',' delimiter: line 4 column 9 (char 61)⟧ in ⟦relay.json⟧
parse: ⟦git: 'pushurl' is not a valid config key⟧
parse: ⟦curl: (7) Failed to connect to 127.0.0.1 port 8080⟧
parse: ⟦'10.20.0.300' does not appear to be an IPv4 or IPv6 address⟧
parse: ⟦could not convert string to float: '19,5'⟧
parse: ⟦Invalid isoformat string: '2026-13-01'⟧
parse: ⟦time data '06/12/2026' does not match format '%Y-%m-%d'⟧
parse: ⟦Invalid literal for Fraction: '1/0.5'⟧
parse: ⟦Invalid date value or format "Sun, 32 Dec 2026"⟧
parse: ⟦http.cookies.CookieError: Illegal key 'theme color'⟧
parse: ⟦requests.exceptions.InvalidURL: Failed to parse: http://localhost:80a/⟧
parse: ⟦sqlite3.OperationalError: no such table: webhooks⟧
parse: ⟦ldap3.core.exceptions.LDAPSocketOpenError: socket connection error while opening: [Errno 111] Connection refused⟧
parse: ⟦tenacity.RetryError: RetryError[<Future at 0x7f3a state=finished raised ConnectionError>]⟧
parse: ⟦Giving up fetch(...) after 5 tries (TimeoutError)⟧
parse: ⟦UserWarning: timeout=0 means no timeout⟧
parse: ⟦argocd: rpc error: code = NotFound desc = account 'ci-bot' not found⟧
parse: ⟦kubectl diff: exit status 1 (differences found)⟧
parse: ⟦pulumi: error: no stack named 'prod' found⟧
parse: ⟦Prowlarr: indexer «d3» not found⟧
parse: ⟦FareHarbor: company 'acme-kayak' not found (did you mean 'acme-kayaks'?)⟧
parse: ⟦17TRACK: carrier 190271 is not supported⟧
"""
