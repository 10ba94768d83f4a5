"""Innocent set 29: ids and values from domains earlier sets did not draw on, settings and
flags beside credential words, and parse errors quoting ordinary values.

``DOMAINS``: pottery, horology, cheesemaking, winemaking, soapmaking, woodturning,
hurdy-gurdies, zeppelins, kendo, dendrochronology, beachcombing, marquetry, gilding,
millstones, fletching, bowyers, felting, spinning wheels, macramé, tatting, decoupage,
scrimshaw, netsuke, washi, sumi-e, koto, shamisen, guzheng, kora, mbira, theremins,
harmoniums, tabla, balalaikas and ocarinas. Each domain was grepped against every earlier
innocent set's files by its name (none matched; falconry, blacksmiths, glassblowing, kites,
bonsai, calligraphy, bookbinding, letterpress, perfumery, brewing, distilling, candles,
luthiers, violins, accordions, bagpipes, alpacas, reindeer, pigeons, orchids, maple syrup,
saffron, truffles, lavender, lighthouses, ferries, funiculars, balloons, gliders, fencing,
archery, rowing, orienteering, geocaching, meteorites, volcanoes, enamel, pewter, coopers,
batik, ikat, kilims, mosaics, stained glass, lacquer, kintsugi, ikebana, erhu, oud, steelpans
and gamelan did and were dropped). ``FLAGS``: settings and flags beside credential words, with
no value. ``PARSE``: parse and validation errors quoting ordinary values. None holds a
secret; each marks what a model needs.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
pottery: ⟦kiln load «d5»⟧ ⟦cone 6 oxidation⟧ — ⟦glaze batch «U2»-«d4»⟧
pottery: ⟦bisque firing «d6»⟧ ⟦ramp 100 °C/h⟧ (⟦shelf 3 of 5⟧)
horology: ⟦movement «U3»«d4»⟧ ⟦28,800 vph⟧ — ⟦service ticket «d7»⟧
horology: ⟦mainspring «d4»⟧ ⟦beat error 0.4 ms⟧ (⟦amplitude 285°⟧)
cheesemaking: ⟦vat «d3»⟧ ⟦rennet at 32 °C⟧ — ⟦wheel «U1»«d6»⟧
cheesemaking: ⟦cave shelf «d2»⟧ ⟦turned 2026-12-04⟧ (⟦aged 14 months⟧)
winemaking: ⟦barrel «U2»«d4»⟧ ⟦Tempranillo 2025⟧ — ⟦brix 23.8⟧
winemaking: ⟦tank «d2»⟧ ⟦malolactic complete⟧ (⟦lot «h8»⟧)
soapmaking: ⟦batch «d5»⟧ ⟦superfat 6%⟧ — ⟦cure rack «U1»«d2»⟧
soapmaking: ⟦recipe «l7»⟧ ⟦lye 142 g⟧ (⟦trace reached 11:40⟧)
woodturning: ⟦blank «d5»⟧ ⟦spalted beech⟧ — ⟦lathe speed 1400 rpm⟧
woodturning: ⟦bowl «U2»«d4»⟧ ⟦wall 6 mm⟧ (⟦finish: Danish oil⟧)
hurdy-gurdy: ⟦instrument «d4»⟧ ⟦6 strings, 2 drones⟧ — ⟦wheel rosin «U2»⟧
hurdy-gurdy: ⟦repair «d6»⟧ ⟦tangent «d2» reglued⟧ (⟦trompette buzz fixed⟧)
zeppelin: ⟦envelope «U2»-«d3»⟧ ⟦helium 99.2%⟧ — ⟦flight «d5»⟧
zeppelin: ⟦mooring mast «d2»⟧ ⟦wind 14 kt⟧ (⟦ballast 420 kg⟧)
kendo: ⟦dojo member «d6»⟧ ⟦3rd dan⟧ — ⟦bogu set «U1»«d4»⟧
kendo: ⟦shinai «l6»⟧ ⟦39 size⟧ (⟦tournament bracket «U2»⟧)
dendrochronology: ⟦core «U3»-«d4»⟧ ⟦oak, 1612–1871⟧ — ⟦ring count 260⟧
dendrochronology: ⟦sample «h10»⟧ ⟦t-value 7.4⟧ (⟦chronology ref «U4»«d2»⟧)
beachcombing: ⟦find «d6»⟧ ⟦sea glass, cobalt⟧ — ⟦tide 0.4 m⟧
beachcombing: ⟦log entry «d5»⟧ ⟦54.07N 0.19W⟧ (⟦ammonite fragment⟧)
marquetry: ⟦panel «U1»«d4»⟧ ⟦walnut burr⟧ — ⟦veneer pack «d5»⟧
marquetry: ⟦pattern «l8»⟧ ⟦142 pieces⟧ (⟦sand-shaded 9⟧)
gilding: ⟦frame «d5»⟧ ⟦23.75 ct leaf⟧ — ⟦bole red⟧
gilding: ⟦book «U2»«d3»⟧ ⟦25 leaves⟧ (⟦water gilding, burnished⟧)
millstone: ⟦stone «d3»⟧ ⟦French burr⟧ — ⟦dress pattern «U1»⟧
millstone: ⟦mill «l6»⟧ ⟦runner 1.4 t⟧ (⟦120 rpm⟧)
fletching: ⟦arrow set «d4»⟧ ⟦3 × 4" shield⟧ — ⟦nock «U2»«d3»⟧
fletching: ⟦order «d6»⟧ ⟦barred turkey feathers⟧ (⟦helical right⟧)
bowyer: ⟦bow «U2»«d4»⟧ ⟦yew, 48 lb @ 28"⟧ — ⟦tiller check 3⟧
bowyer: ⟦stave «d5»⟧ ⟦osage⟧ (⟦seasoned 2 years⟧)
felting: ⟦batt «d5»⟧ ⟦merino 19 µm⟧ — ⟦shrinkage 32%⟧
felting: ⟦commission «U1»«d5»⟧ ⟦nuno scarf⟧ (⟦silk chiffon⟧)
spinning-wheel: ⟦wheel «d4»⟧ ⟦ratio 8:1⟧ — ⟦bobbin «U1»«d3»⟧
spinning-wheel: ⟦skein «d6»⟧ ⟦2-ply, 14 wpi⟧ (⟦180 m⟧)
macrame: ⟦cord lot «U2»«d4»⟧ ⟦5 mm cotton⟧ — ⟦square knots 240⟧
macrame: ⟦hanger «d5»⟧ ⟦90 cm drop⟧ (⟦ring 10 cm⟧)
tatting: ⟦shuttle «d3»⟧ ⟦size 80 thread⟧ — ⟦doily pattern «l6»⟧
tatting: ⟦edging «d5»⟧ ⟦rings 64, chains 63⟧ (⟦picots 3⟧)
decoupage: ⟦tray «U1»«d4»⟧ ⟦napkin motif «d3»⟧ — ⟦coats 7⟧
decoupage: ⟦order «d6»⟧ ⟦matte varnish⟧ (⟦dry 24 h⟧)
scrimshaw: ⟦piece «d4»⟧ ⟦fossil ivory, certified⟧ — ⟦permit «U2»«d6»⟧
scrimshaw: ⟦design «l6»⟧ ⟦whaler 'Essex'⟧ (⟦ink india⟧)
netsuke: ⟦lot «d5»⟧ ⟦boxwood hare⟧ — ⟦signed «U1»«d2»⟧
netsuke: ⟦catalogue «U3»-«d4»⟧ ⟦Edo period⟧ (⟦himotoshi intact⟧)
washi: ⟦sheet run «d5»⟧ ⟦kozo 42 g/m²⟧ — ⟦vat «d2»⟧
washi: ⟦order «U2»«d5»⟧ ⟦200 sheets, deckle edge⟧ (⟦dried on board⟧)
sumi-e: ⟦scroll «d4»⟧ ⟦bamboo in wind⟧ — ⟦inkstick «U1»«d3»⟧
sumi-e: ⟦class «d3»⟧ ⟦brush no. 8⟧ (⟦rice paper 34×136 cm⟧)
koto: ⟦instrument «d5»⟧ ⟦13 strings⟧ — ⟦bridge set «U2»«d2»⟧
koto: ⟦tuning «l6»⟧ ⟦hirajoshi⟧ (⟦string 13 replaced⟧)
shamisen: ⟦skin «d4»⟧ ⟦synthetic⟧ — ⟦neck «U1»«d3»⟧
shamisen: ⟦lesson «d5»⟧ ⟦tsugaru style⟧ (⟦bachi 4⟧)
guzheng: ⟦instrument «U2»«d4»⟧ ⟦21 strings⟧ — ⟦picks size M⟧
guzheng: ⟦recital «d6»⟧ ⟦D pentatonic⟧ (⟦hall B⟧)
kora: ⟦instrument «d4»⟧ ⟦21 strings, calabash 52 cm⟧ — ⟦cowhide «U1»«d2»⟧
kora: ⟦tuning «l6»⟧ ⟦silaba⟧ (⟦leather rings retied⟧)
mbira: ⟦board «d4»⟧ ⟦22 keys⟧ — ⟦resonator «U2»«d3»⟧
mbira: ⟦order «d6»⟧ ⟦nyamaropa tuning⟧ (⟦bottle-cap buzzers⟧)
theremin: ⟦unit «U2»«d5»⟧ ⟦pitch antenna 48 cm⟧ — ⟦firmware v«d1».«d1»⟧
theremin: ⟦calibration «d6»⟧ ⟦range 4 octaves⟧ (⟦volume loop ok⟧)
harmonium: ⟦instrument «d5»⟧ ⟦3½ octaves⟧ — ⟦reed set «U1»«d3»⟧
harmonium: ⟦repair «d6»⟧ ⟦bellows patched⟧ (⟦scale changer ok⟧)
tabla: ⟦pair «d4»⟧ ⟦dayan C#⟧ — ⟦syahi «U2»«d3»⟧
tabla: ⟦lesson «d5»⟧ ⟦teental 16 beats⟧ (⟦bayan brass⟧)
balalaika: ⟦instrument «U1»«d5»⟧ ⟦prima, 3 strings⟧ — ⟦frets 24⟧
balalaika: ⟦ensemble seat «d3»⟧ ⟦secunda⟧ (⟦concert «d6»⟧)
ocarina: ⟦ocarina «d4»⟧ ⟦12-hole alto C⟧ — ⟦batch «U2»-«d3»⟧
ocarina: ⟦order «d6»⟧ ⟦triple chamber⟧ (⟦glaze celadon⟧)
"""

FLAGS = r"""
flags: ⟦ZINC_FIRST_ADMIN_PASSWORD: (set at first start only)⟧ ⟦user admin⟧
flags: ⟦HASURA_GRAPHQL_ADMIN_SECRET: configured⟧ ⟦console disabled⟧ ⟦v2.44.0⟧
flags: ⟦NC_AUTH_JWT_SECRET present: true⟧ ⟦(value not logged)⟧ ⟦NocoDB 0.258⟧
flags: ⟦recovery codes remaining: 7 of 10⟧ ⟦last used 2026-11-18⟧
flags: ⟦backup codes: regenerated⟧ ⟦2026-12-01 09:14 UTC⟧ ⟦by ops@acme.io⟧
flags: ⟦api_key: ********«l4»⟧ ⟦(last 4 only)⟧ ⟦created 2026-09-12⟧
flags: ⟦client_secret_expires_at: 0⟧ ⟦client_id «l12»⟧ ⟦grant client_credentials⟧
flags: ⟦token_type: Bearer⟧ ⟦expires_in: 3600⟧ ⟦scope: read:shipments⟧
flags: ⟦password policy: min 14, 1 symbol⟧ ⟦history 5⟧ ⟦lockout after 6⟧
flags: ⟦passphrase required: yes⟧ ⟦(for keystore «l8».jks)⟧
flags: ⟦PIN length: 6⟧ ⟦retries 3⟧ ⟦PUK on card⟧
flags: ⟦FLESPI_TOKEN_TTL=86400⟧ ⟦ACL: gw/devices read⟧
flags: ⟦secret rotation: every 90 days⟧ ⟦next 2027-02-28⟧ ⟦owner team-platform⟧
flags: ⟦GARDEN_AUTH_TOKEN: (from CI secret store)⟧ ⟦environment ci⟧
flags: ⟦x-api-key header: required⟧ ⟦rate limit 600/min⟧ ⟦burst 50⟧
flags: ⟦totp: enabled⟧ ⟦algorithm SHA1, 6 digits, 30 s⟧
flags: ⟦app password count: 2⟧ ⟦names: thunderbird, caldav-sync⟧
flags: ⟦device token: provisioned⟧ ⟦device «d6»⟧ ⟦firmware 2.4.1⟧
flags: ⟦admin secret header name: x-hasura-admin-secret⟧ ⟦(value redacted upstream)⟧
flags: ⟦auth: basic⟧ ⟦user ingest⟧ ⟦password from env QW_PASSWORD⟧
"""

PARSE = r"""
parse: ⟦configparser.DuplicateSectionError: section 'server' already exists⟧ ⟦line 14⟧
parse: ⟦xsv: CSV error: record 3 (line: 4, byte: 212): found record with 4 fields, but the previous record has 3 fields⟧
parse: ⟦qsv: column 'rotated' not found⟧ ⟦in secrets/keys.csv⟧
parse: ⟦tomlq: error: Invalid value (at line 7, column 12)⟧ ⟦deploy/config.toml⟧
parse: ⟦hclq: unexpected token '}' at line 3⟧ ⟦infra/variables.tf⟧
parse: ⟦ValueError: invalid literal for int() with base 10: 'ten'⟧ ⟦field retries⟧
parse: ⟦Invalid isoformat string: '2026-13-01'⟧ ⟦column shipped_at⟧
parse: ⟦ipaddress: '10.0.0.256' does not appear to be an IPv4 or IPv6 address⟧
parse: ⟦yaml: line 12: did not find expected key⟧ ⟦config/edsby.yml⟧
parse: ⟦sqlite3: Parse error: near "form": syntax error⟧ ⟦select * form settings⟧
parse: ⟦jq: error (at tokens.json:1): Cannot iterate over null⟧
parse: ⟦Octave: dec2bin: D must be a non-negative integer⟧ ⟦input -4⟧
parse: ⟦Oracle: ORA-00942: table or view does not exist⟧ ⟦APP_SETTINGS⟧
parse: ⟦snmpwalk: Timeout: No Response from 10.0.0.1⟧ ⟦community public⟧
parse: ⟦gdb: Cannot access memory at address 0x0⟧ ⟦frame #2⟧
"""
