"""Innocent set 26: ids from domains earlier innocent sets did not draw on.

Bell foundries, hammams, thatching, dry-stone walling, catteries, ostrich and cricket farms,
vermicompost, coppicing, mussel rafts, crayfish, ski patrol, mountain huts, via ferratas,
hyperbaric chambers, milk banks, topiary, ikebana, indigo dyeing, flax and jute, coir,
parchment, pencil, crayon and chalk makers, zippers, thimbles, yo-yos, dominoes, mahjong,
shogi, darts, luge, dragon boats, sumo, kabaddi, hurling, pelota, sepak takraw, lacrosse,
greyhound and pigeon racing, camel racing, carnival floats, brass bands, handbells, gamelan,
steelpan, didgeridoos, shadow puppets, clowns and ventriloquists, laser tag, paintball, mini
golf, waterparks, ziplines, bungee, airships, hovercraft, cog railways, trolleybuses, paddle
steamers, lightships, salvage, lifeboats, coastguards, fire lookouts, smokejumpers, levees
and sluices, windmills and watermills, mangroves, penguin counts, badger setts, beaver dams,
bison herds, wolf tracking, antivenom, medicinal leeches, maggot therapy, lacquer and
kintsugi, origami, lanterns, kimono, batik, kilims, tapestry, hosiery, bone china,
terracotta, marble and granite quarries, flint, obsidian, jade, gold panning, sundials,
astrolabes, typewriter and radio repair, drive-in cinemas, jukeboxes and photo booths. Each
domain was grepped against every earlier innocent set's files by its name (none matched;
organ building, clocks, taxidermy, bookbinding, pianos, tattoo studios, locksmiths, farriers,
oysters, aquariums, observatories, perfumeries, tanneries, silk, bowling, curling, rowing,
polo, rodeos, circuses, ferries, tugboats, dams, coral reefs, whales, seals, owls, carpets,
lace, bricks, slate, diamonds, mints, stamps, vinyl and about 150 more did and were left
out). None holds a secret; each marks what a model needs.

``FLAGS``: ids, counts, dates, settings, enum names, docs links and policy values that sit
next to credential words (PIN policies, recovery codes left, token lifetimes, key ids,
``password: set``, secret references, masked values) and hold no value. ``PARSE``: parse,
conversion and validation errors quoting ordinary values (ports, dates, versions, regions,
zone names, durations, file names) in the messages of the tools set 26's secrets came from
(jq, gpg, mypy, pytest, wget, make, git, isodate, iso8601, dateutil, packaging, netaddr,
pytz, zoneinfo, dnspython, botocore, tablib, PyYAML, redis-py, psycopg2, SQLAlchemy,
structlog, Werkzeug, rich), and lookups of real ids that failed.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
bell-foundry: ⟦casting «d5»⟧ ⟦tenor bell 1 240 kg⟧; ⟦note D, 4 cents flat⟧ — ⟦tuning lathe «d1»⟧
bell-foundry: ⟦mould «U2»-«d3»⟧ ⟦loam dried 9 days⟧ (⟦pour 2026-12-14⟧)
hammam: ⟦room «d1»⟧ ⟦steam 48 °C, 100% RH⟧; ⟦göbektaşı heater «U1»«d2» fault⟧
thatching: ⟦job «d5»⟧ ⟦water reed 1 800 bundles⟧ — ⟦ridge «U1» block-cut, pitch 50°⟧
dry-stone: ⟦wall «U2»-«d3»⟧ ⟦42 m, batter 1:6⟧; ⟦through-stones every 0.9 m⟧
cattery: ⟦pen «d2»⟧ ⟦guest «d6» (Maine Coon)⟧ — ⟦vaccination card checked⟧; ⟦checkout 2026-12-09⟧
ostrich-farm: ⟦camp «d2»⟧ ⟦312 birds⟧; ⟦incubator «U1»«d2» 36.2 °C⟧ (⟦egg «d7» candled⟧)
cricket-farm: ⟦bin «d3»⟧ ⟦Acheta domesticus, day 38⟧ — ⟦harvest 14.2 kg⟧; ⟦frass «d4» bagged⟧
vermicompost: ⟦bed «U1»«d2»⟧ ⟦Eisenia fetida 2.1 kg/m²⟧; ⟦moisture 72%⟧
coppicing: ⟦coupe «d2»⟧ ⟦hazel, 7-year rotation⟧ — ⟦412 bundles of pea sticks⟧
mussel-raft: ⟦raft «U2»«d2»⟧ ⟦rope «d3» 12 m drop⟧; ⟦spat settlement 1 900/m⟧ (⟦biotoxin test clear⟧)
crayfish: ⟦pond «d2»⟧ ⟦signal crayfish trapped ×«d3»⟧ — ⟦trap line «U1»-«d2»⟧
ski-patrol: ⟦incident «d6»⟧ ⟦run «U1»«d2», red⟧; ⟦toboggan «d2» deployed⟧ (⟦handover 14:12⟧)
ski-patrol: ⟦avalanche control route «U2»-«d2»⟧ ⟦3 charges, 2 results⟧ — ⟦slope reopened 10:40⟧
mountain-hut: ⟦hut «d4»⟧ ⟦82 bunks, 77 booked⟧; ⟦water tank 64%⟧ — ⟦heli drop «d5» 2026-12-11⟧
via-ferrata: ⟦route «U1»-«d2»⟧ ⟦cable anchor «d3» loose⟧; ⟦closed until inspection⟧
hyperbaric: ⟦session «d6»⟧ ⟦2.4 ATA, 90 min⟧ — ⟦chamber «U1»«d1»⟧ (⟦ear check OK⟧)
milk-bank: ⟦pool «d6»⟧ ⟦Holder pasteurised 62.5 °C, 30 min⟧; ⟦donor «U2»«d4»⟧ ⟦culture negative⟧
topiary: ⟦specimen «d4»⟧ ⟦yew peacock, 2.4 m⟧ — ⟦clip due 2026-08⟧
ikebana: ⟦class «d3»⟧ ⟦Sogetsu, moribana⟧; ⟦kenzan «d2» missing⟧
indigo-dyeing: ⟦vat «d2»⟧ ⟦pH 11.3⟧ ⟦flower present⟧ — ⟦12 dips, lot «d5»⟧
flax: ⟦field «U1»«d2»⟧ ⟦dew retting day 21⟧; ⟦scutching «d4» kg⟧
jute-mill: ⟦batch «d6»⟧ ⟦hessian 10 oz, 480 m⟧ — ⟦loom «d3» warp break⟧
coir: ⟦lot «d5»⟧ ⟦brown fibre, 18% moisture⟧; ⟦bale «U2»-«d4» 120 kg⟧
parchment: ⟦skin «d5»⟧ ⟦calf, limed 8 days⟧ — ⟦frame «d2»⟧ (⟦scraped both sides⟧)
pencil-factory: ⟦slat «d6»⟧ ⟦incense cedar⟧; ⟦lead HB, 2.0 mm⟧ — ⟦line «U1» glue fault⟧
crayon: ⟦batch «d5»⟧ ⟦colour «U2»-«d3» (cerulean)⟧; ⟦mould temp 71 °C⟧
chalk: ⟦press «d2»⟧ ⟦dustless, 12 per box⟧ — ⟦order «d6» for schools⟧
zipper-plant: ⟦chain «U2»«d3»⟧ ⟦#5 nylon coil, 200 m⟧; ⟦slider «d4» pull test 68 N⟧
thimble: ⟦die «d3»⟧ ⟦size 12, sterling⟧ — ⟦dimple pattern «U1»⟧
yo-yo: ⟦model «U3»-«d2»⟧ ⟦bearing C size⟧; ⟦gap 4.3 mm⟧ (⟦run «d4» units⟧)
dominoes: ⟦set «d4»⟧ ⟦double-twelve, 91 tiles⟧ — ⟦tile 6|9 chipped⟧
mahjong: ⟦table «d2»⟧ ⟦East round, hand «d2»⟧; ⟦automatic shuffler «U1»«d2» jam⟧
shogi: ⟦game «d5»⟧ ⟦move 87, ▲7六歩⟧ — ⟦byoyomi 60 s⟧
darts-league: ⟦fixture «d5»⟧ ⟦501 double-out⟧; ⟦checkout 121 (T20 T11 D14)⟧
luge: ⟦run «d2»⟧ ⟦start «d1» 46.812 s⟧ — ⟦curve 9 ice temp −6.1 °C⟧
dragon-boat: ⟦heat «d2»⟧ ⟦lane «d1»⟧ ⟦200 m in 52.41 s⟧; ⟦drummer swap⟧
sumo: ⟦basho day «d2»⟧ ⟦bout «d3»⟧ — ⟦kimarite oshidashi⟧ (⟦record 8-4⟧)
kabaddi: ⟦match «d5»⟧ ⟦raid points 21, tackle 9⟧; ⟦super tackle at 34:10⟧
hurling: ⟦fixture «d5»⟧ ⟦2-18 to 1-20⟧ — ⟦sliotar «d2» lost in stand⟧
pelota: ⟦fronton «d2»⟧ ⟦cesta punta, set «d1»⟧; ⟦pelota «U1»«d3» split⟧
sepak-takraw: ⟦regu «U2»«d2»⟧ ⟦21-17, 21-19⟧ — ⟦ball «d3» replaced⟧
lacrosse: ⟦game «d5»⟧ ⟦faceoffs 14/22⟧; ⟦stick check «U1»«d2» legal⟧
greyhound: ⟦race «d4»⟧ ⟦trap 3, 480 m, 28.61 s⟧ — ⟦grading «U1»«d1»⟧
pigeon-racing: ⟦ring «U2»-«d4»-«d5»⟧ ⟦velocity 1 412 m/min⟧; ⟦liberation 07:15⟧
camel-racing: ⟦heat «d3»⟧ ⟦robot jockey «U2»«d3»⟧ — ⟦6 km in 9:41⟧
carnival: ⟦float «d3»⟧ ⟦12 m, 3 axles⟧; ⟦generator «U1»«d2» tested⟧ (⟦route B⟧)
parade: ⟦unit «d3»⟧ ⟦step-off 10:24⟧ — ⟦marshal point «U1»-«d2»⟧
brass-band: ⟦contest «d4»⟧ ⟦test piece set, draw «d2»⟧; ⟦cornet «d1» valve sticking⟧
handbell: ⟦set «U1»«d3»⟧ ⟦5 octaves, C2-C8⟧ — ⟦clapper «d2» re-felted⟧
gamelan: ⟦gong «d2»⟧ ⟦pelog, nada «d1»⟧; ⟦saron «U1» retuned⟧
steelpan: ⟦pan «U2»-«d3»⟧ ⟦tenor, C4-E6⟧ — ⟦note F#5 blending⟧
didgeridoo: ⟦instrument «d4»⟧ ⟦stringybark, drone D⟧; ⟦mouthpiece beeswax⟧
shadow-puppets: ⟦show «d4»⟧ ⟦wayang kulit, 148 figures⟧ — ⟦blencong lamp «d1»⟧
clown-booking: ⟦gig «d5»⟧ ⟦2 h, 40 children⟧; ⟦balloons «d3» pcs⟧
ventriloquist: ⟦figure «U1»«d2»⟧ ⟦jaw spring replaced⟧ — ⟦show «d4» 19:30⟧
laser-tag: ⟦arena «d1»⟧ ⟦vest «d3» sensor fault⟧; ⟦game «d6» 18 players⟧
paintball: ⟦field «U1»⟧ ⟦marker «d4» chrono 278 fps⟧ — ⟦limit 280 fps⟧
mini-golf: ⟦hole «d2»⟧ ⟦windmill blade 3 broken⟧; ⟦par 2⟧ (⟦course «U1»⟧)
waterpark: ⟦slide «U2»-«d2»⟧ ⟦dispatch every 20 s⟧ — ⟦water free chlorine 1.8 mg/l⟧
zipline: ⟦line «d2»⟧ ⟦740 m, 62 km/h⟧; ⟦brake block «U1»«d2» worn⟧
bungee: ⟦jump «d6»⟧ ⟦cord «U1»-«d3», 61 kg band⟧ — ⟦jumps on cord: 212 of 500⟧
airship: ⟦envelope «U1»«d3»⟧ ⟦helium purity 97.8%⟧; ⟦ballonet «d1» valve⟧
hovercraft: ⟦craft «U2»«d3»⟧ ⟦skirt finger «d2» torn⟧ — ⟦crossing «d4» cancelled⟧
cog-railway: ⟦train «d2»⟧ ⟦Abt rack, 25% grade⟧; ⟦pinion «U1»«d2» inspection⟧
trolleybus: ⟦vehicle «d4»⟧ ⟦dewirement at junction «U1»«d2»⟧ — ⟦pole shoe «d2» replaced⟧
paddle-steamer: ⟦vessel «U2»-«d3»⟧ ⟦boiler 150 psi⟧; ⟦float «d2» on port wheel cracked⟧
lightship: ⟦station «U1»«d3»⟧ ⟦light character Fl(3) 20s⟧ — ⟦fog signal «d1» fault⟧
salvage: ⟦job «U3»-«d4»⟧ ⟦lift bags 6 × 5 t⟧; ⟦wreck depth 24 m⟧
lifeboat: ⟦launch «d5»⟧ ⟦class Shannon, ON «d4»⟧ — ⟦service to fishing vessel⟧; ⟦returned 03:18⟧
coastguard: ⟦incident «d8»⟧ ⟦Mayday relay 02:41⟧; ⟦sector «U1»«d1»⟧ (⟦VHF ch 16⟧)
fire-lookout: ⟦tower «U2»-«d2»⟧ ⟦smoke bearing 214°⟧ — ⟦Osborne reading «d3»⟧
smokejumpers: ⟦load «d3»⟧ ⟦8 jumpers⟧; ⟦spot «U1»«d2», wind 6 kn⟧
levee: ⟦reach «d3»⟧ ⟦freeboard 0.9 m⟧ — ⟦sand boil «d2» ringed⟧
sluice: ⟦gate «d2»⟧ ⟦opening 0.45 m⟧; ⟦actuator «U1»«d3» overload⟧
windmill: ⟦mill «d3»⟧ ⟦sails «d1» and 3 reefed⟧ — ⟦brake wheel cog «d2» replaced⟧
watermill: ⟦wheel «U1»⟧ ⟦overshot, 6.2 rpm⟧; ⟦stones dressed 2026-11-29⟧
mangrove: ⟦plot «U2»-«d3»⟧ ⟦Rhizophora seedlings 1 240⟧ — ⟦survival 71%⟧
penguin-count: ⟦colony «d3»⟧ ⟦Adélie nests 2 912⟧; ⟦drone transect «U1»«d2»⟧
badger-sett: ⟦sett «U2»«d4»⟧ ⟦main, 9 entrances active⟧ — ⟦camera «d3»⟧
beaver-dam: ⟦dam «d3»⟧ ⟦height 1.1 m⟧; ⟦leaky dam «d2» flow device fitted⟧
bison-herd: ⟦animal «U1»-«d4»⟧ ⟦cow, 6 y⟧ — ⟦brucellosis test negative⟧ (⟦pasture «d2»⟧)
wolf-tracking: ⟦collar «d5»⟧ ⟦pack «U2»⟧ ⟦fix interval 4 h⟧; ⟦mortality mode off⟧
antivenom: ⟦lot «U2»«d6»⟧ ⟦polyvalent, 10 vials⟧ — ⟦expiry 2027-09⟧; ⟦fridge «d2»⟧
medicinal-leech: ⟦batch «d5»⟧ ⟦Hirudo verbana ×40⟧; ⟦ward «U1»«d2»⟧
maggot-therapy: ⟦bag «d6»⟧ ⟦BioBag 200⟧ — ⟦applied 2026-12-05, remove in 4 days⟧
lacquer: ⟦piece «d4»⟧ ⟦urushi, coat «d2» of 30⟧; ⟦muro humidity 78%⟧
kintsugi: ⟦bowl «U2»-«d3»⟧ ⟦3 breaks, gold powder⟧ — ⟦cure 2 weeks⟧
origami: ⟦model «d4»⟧ ⟦crane base, 58 folds⟧; ⟦kami 15 cm⟧
lantern-festival: ⟦lantern «d4»⟧ ⟦LED, 3.2 m dragon⟧ — ⟦zone «U1»«d2»⟧
kimono: ⟦bolt «U1»«d5»⟧ ⟦tanmono 12.5 m⟧; ⟦shibori, indigo⟧
batik: ⟦cloth «d5»⟧ ⟦cap stamp «U1»«d2»⟧ — ⟦wax 3 layers⟧ (⟦soga brown⟧)
kilim: ⟦rug «d5»⟧ ⟦slit weave, 2.1 × 1.4 m⟧; ⟦wool abrash⟧
tapestry: ⟦panel «U1»-«d2»⟧ ⟦18 warps/inch⟧ — ⟦conservation «d4» wet clean⟧
hosiery: ⟦machine «d3»⟧ ⟦20 denier⟧; ⟦ladder rate 0.6%⟧
bone-china: ⟦kiln «d1»⟧ ⟦bisque 1 240 °C⟧ — ⟦glost «d6» crazing 2%⟧
terracotta: ⟦tile «U2»«d4»⟧ ⟦frost test 25 cycles pass⟧; ⟦kiln car «d2»⟧
marble-quarry: ⟦block «U1»-«d5»⟧ ⟦Carrara C, 18 t⟧ — ⟦wire saw «d1» stop⟧
granite: ⟦slab «d6»⟧ ⟦3 cm, polished⟧; ⟦resin line «d2»⟧
flint-knapping: ⟦nodule «d3»⟧ ⟦core, 2.1 kg⟧ — ⟦24 blades struck⟧
obsidian: ⟦sample «U2»-«d4»⟧ ⟦XRF source Glass Buttes⟧; ⟦hydration rim 3.2 µm⟧
jade: ⟦boulder «d4»⟧ ⟦nephrite, 41 kg⟧ — ⟦slab saw «d1»⟧
gold-panning: ⟦claim «U2»«d5»⟧ ⟦0.8 g from 14 pans⟧; ⟦sluice «d1» riffles cleaned⟧
sundial: ⟦dial «d3»⟧ ⟦equation of time +10 min 23 s⟧ — ⟦gnomon 51.5°⟧
astrolabe: ⟦plate «d2»⟧ ⟦latitude 41°⟧; ⟦rete «U1» bent⟧
typewriter-repair: ⟦machine «U1»«d7»⟧ ⟦Olympia SM3⟧ — ⟦drawband replaced⟧; ⟦platen «d2» hard⟧
radio-repair: ⟦set «d4»⟧ ⟦valve ECC83 weak⟧; ⟦IF 455 kHz aligned⟧
drive-in: ⟦screen «d1»⟧ ⟦FM 88.«d1»⟧ — ⟦show «d4» 42 cars⟧
jukebox: ⟦unit «U1»«d4»⟧ ⟦selection B«d2» skips⟧; ⟦mech «d3» cleaned⟧
photo-booth: ⟦booth «d4»⟧ ⟦strips 412 today⟧ — ⟦printer ribbon «U2»-«d3» low⟧
"""

FLAGS = r"""
flags: ⟦PIN length 6⟧, ⟦3 attempts⟧ before ⟦lockout 15 min⟧ — ⟦pin_policy: numeric_only⟧
flags: ⟦recovery codes left: 3 of 10⟧ for ⟦user «d6»⟧; ⟦regenerate prompts at 2⟧
flags: ⟦token lifetime 3600 s⟧, ⟦refresh token rotation: on⟧ (⟦client «l8»⟧)
flags: ⟦password: set⟧ ⟦(last changed 2026-11-02)⟧ — ⟦expires_in_days: 90⟧
flags: ⟦api_key_id: key_«h12»⟧ ⟦created 2026-12-01⟧ ⟦scopes read:metrics⟧
flags: ⟦secret_ref: vault://kv/data/ci/signoz#ingestion_key⟧ — ⟦resolved at deploy⟧
flags: ⟦SIGNOZ_INGESTION_KEY: ********⟧ ⟦(masked)⟧ in ⟦environment «U3»-«d2»⟧
flags: ⟦DEVCYCLE_SERVER_SDK_KEY is unset⟧; ⟦falling back to defaults⟧ (⟦feature new-checkout=false⟧)
flags: ⟦flipt authentication.required: true⟧, ⟦methods.token.enabled: true⟧, ⟦bootstrap token: disabled⟧
flags: ⟦featurehub edge cache TTL 30 s⟧ — ⟦api key type: server-eval⟧
flags: ⟦passphrase min words: 5⟧, ⟦wordlist: eff_large⟧ (⟦entropy ≥ 64 bits⟧)
flags: ⟦mfa_required: true⟧ for ⟦role billing-admin⟧ — ⟦grace period 7 days⟧
flags: ⟦client_secret: <from secret store>⟧ for ⟦taboola integration «d4»⟧
flags: ⟦access_token expired at 2026-12-06T01:14:00Z⟧ — ⟦refresh scheduled⟧
flags: ⟦OB-TOKEN-V1 header required⟧; ⟦token valid 30 days⟧ (⟦docs: amplify-api/authentication⟧)
flags: ⟦TTD-Auth token TTL 24 h⟧ — ⟦re-auth job «d4» at 02:00⟧
flags: ⟦rotate_keys_every: 90d⟧, ⟦next rotation 2027-02-01⟧ (⟦key id «U4»-«d4»⟧)
flags: ⟦KOPIA_PASSWORD is required⟧ for ⟦repository «uuid»⟧
flags: ⟦LPASS_AGENT_TIMEOUT=3600⟧ ⟦(agent caches the vault key for an hour)⟧
flags: ⟦iwd: [Security] PreSharedKey present⟧ ⟦(not shown)⟧ for ⟦network Acme-Office⟧
flags: ⟦DRONE_RPC_SECRET length: 32⟧ ⟦(value hidden)⟧ — ⟦runner capacity 4⟧
flags: ⟦harbor robot account robot$ci-push⟧ ⟦expires -1 (never)⟧, ⟦permissions push,pull⟧
flags: ⟦netbox token «d3» write_enabled: false⟧ ⟦expires 2027-01-01⟧
flags: ⟦mattermost personal access tokens: enabled⟧ — ⟦max per user 5⟧
flags: ⟦ntfy auth-default-access: deny-all⟧, ⟦tokens per user: 20⟧
flags: ⟦keycloak client grafana: confidential⟧ ⟦(secret rotation policy: 30 d)⟧
flags: ⟦gitea INTERNAL_TOKEN_URI = file:/etc/gitea/internal_token⟧ (⟦mode 0600⟧)
flags: ⟦zerotier authtoken.secret mode 0600⟧ ⟦owner zerotier-one⟧
flags: ⟦TSIG key name xfr-secondary⟧, ⟦algorithm hmac-sha256⟧ — ⟦secret in keys.d/xfr.key⟧
flags: ⟦chrony.keys: 3 keys (ids 1-3)⟧ ⟦type SHA1⟧ — ⟦values not listed⟧
flags: ⟦CallRail api key prefix: ...«h4»⟧ ⟦(last 4 shown)⟧ for ⟦account «d9»⟧
flags: ⟦doofinder token zone: eu1⟧ ⟦(region of the search index)⟧
flags: ⟦mappedin key mik_… is public⟧; ⟦secret mis_… stays server-side⟧
flags: ⟦Authorization: Token token="…"⟧ ⟦(format only; key elided)⟧ in ⟦docs example⟧
flags: ⟦OSDI-API-Token header missing⟧ → ⟦401 from actionnetwork.org⟧
flags: ⟦courtlistener rate limit 5 000/h⟧ ⟦per token⟧ (⟦remaining 4 112⟧)
flags: ⟦PIN pad «U2»«d4» firmware 3.1.7⟧ — ⟦PIN entry encrypted (DUKPT)⟧
flags: ⟦password reset link valid 30 min⟧ ⟦(single use)⟧ for ⟦ticket «d6»⟧
flags: ⟦TOTP digits 6, period 30 s⟧, ⟦algorithm SHA1⟧ (⟦issuer Acme⟧)
flags: ⟦backup codes generated 2026-10-14⟧ ⟦(10 codes, 8 unused)⟧
"""

PARSE = r"""
parse: ⟦jq: error (at secrets.json:3): Cannot index number with "value"⟧
parse: ⟦gpg: keybox '/home/dev/.gnupg/pubring.kbx' created⟧
parse: ⟦typed_settings.py:4: note: Revealed type is "builtins.int"⟧
parse: ⟦FAILED test_client.py::test_port_default⟧ - ⟦AssertionError: assert 8080 == 8443⟧
parse: ⟦--2026-12-06 02:30:00--  http://mirror.acme.io/pub/releases/v2.4.1.tar.gz⟧ ⟦HTTP/1.1 404 Not Found⟧
parse: ⟦Makefile:14: *** missing separator.  Stop.⟧
parse: ⟦fatal: no such path 'config/mail.ini' in HEAD⟧
parse: ⟦isodate.isoerror.ISO8601Error: Unable to parse duration string 'P1W2'⟧
parse: ⟦iso8601.iso8601.ParseError: Unable to parse date string '2026-13-01'⟧
parse: ⟦dateutil.parser._parser.ParserError: month must be in 1..12: 2026-13-05⟧
parse: ⟦packaging.version.InvalidVersion: Invalid version: '2.4.1-final-rc'⟧
parse: ⟦netaddr.core.AddrFormatError: failed to detect a valid IP address from '10.0.300.4'⟧
parse: ⟦pytz.exceptions.UnknownTimeZoneError: 'Europe/Kyiv2'⟧
parse: ⟦zoneinfo._common.ZoneInfoNotFoundError: 'No time zone found with key America/Cordoba_'⟧
parse: ⟦dns.resolver.NXDOMAIN: The DNS query name does not exist: _acme-challenge.shop.acme.io.⟧
parse: ⟦botocore.exceptions.NoRegionError: You must specify a region.⟧
parse: ⟦tablib.exceptions.UnsupportedFormat: Format jira2 cannot be exported.⟧
parse: ⟦yaml.scanner.ScannerError: mapping values are not allowed here⟧ ⟦in "values.yaml", line 12, column 18⟧
parse: ⟦redis.exceptions.ConnectionError: Error 111 connecting to cache-1.acme.internal:6379. Connection refused.⟧
parse: ⟦psycopg2.OperationalError: connection to server at "pg-1.acme.internal" (10.0.7.11), port 5433 failed: Connection refused⟧
parse: ⟦sqlalchemy.exc.ArgumentError: Could not parse SQLAlchemy URL from string 'postgresql//etl@dw'⟧
parse: ⟦[warning  ] retrying export⟧ ⟦attempt=2 endpoint=/v2/exports backoff=4.0⟧
parse: ⟦INFO:werkzeug:127.0.0.1 - - [06/Dec/2026 02:30:00] "GET /healthz HTTP/1.1" 200 -⟧
parse: ⟦ERROR    sync failed for tenant «d5»: timeout after 30 s⟧
parse: lookup of ⟦gameserver 11882311⟧ failed: ⟦404 service not found⟧ (⟦nitrado⟧)
"""
