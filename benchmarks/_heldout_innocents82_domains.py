"""Innocent set 82: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: a LAN party, a trading-card grading service, a kräftskiva, smørrebrød catering, a
flower auction (bloemenveiling), a Gouda cheese market, a braai, a pierogi kitchen, a
Christmas market, Bolesławiec pottery, a Bohemian glassworks and Kashubian embroidery (each
grepped for in every earlier ``*innocents*`` file; none matched, while speedrunning,
esports, brackets, crayfish, tulips, korfball, floorball, bandy, orienteering, reindeer,
herring, carillons, windmills, canals, saunas, puppets, amber, chess and tournaments did).
``FLAGS``: settings of package managers and game servers whose names say password, token,
key, secret, PIN or passphrase and whose values are not. ``PARSE``: parse errors of
lockfiles, manifests and game-server configs quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
LAN party: ⟦seat «U1»-«d2»⟧ ⟦switch port 24, VLAN 30⟧ — ⟦ticket «d7»⟧
LAN party: ⟦tournament slot «l6»⟧ ⟦CS2 5v5, round of 16⟧ — ⟦table 12⟧
LAN party: ⟦power strip «d4»⟧ ⟦max 650 W per seat⟧ — ⟦breaker B-14⟧
LAN party: ⟦cache server lancache-«d2»⟧ ⟦hit ratio 87%⟧ — ⟦1.9 TB served⟧
card grading: ⟦cert «d10»⟧ ⟦grade 9 MINT⟧ — ⟦set «U3», card «d3»/«d3»⟧
card grading: ⟦submission «d8»⟧ ⟦42 cards, economy tier⟧ — ⟦ETA 45 business days⟧
card grading: ⟦slab «U2»«d8»⟧ ⟦centering 55/45⟧ — ⟦holo, 1st edition⟧
card grading: ⟦population report «d6»⟧ ⟦PSA 10 count 312⟧ — ⟦updated 2026-12-01⟧
kräftskiva: ⟦bord «d2»⟧ ⟦12 gäster, 4 kg kräftor⟧ — ⟦snapsvisa nr «d2»⟧
kräftskiva: ⟦beställning «d6»⟧ ⟦dill, västerbottenpaj⟧ — ⟦leverans 2026-08-14⟧
kräftskiva: ⟦lykta «d3»⟧ ⟦pappersmåne, gul⟧ — ⟦batch «U2»«d4»⟧
smørrebrød: ⟦ordre «d7»⟧ ⟦18 stk. rugbrød med sild⟧ — ⟦afhentning 11:30⟧
smørrebrød: ⟦bakke «d4»⟧ ⟦æg og rejer, 6 stk.⟧ — ⟦allergener: skaldyr, æg⟧
smørrebrød: ⟦faktura «d9»⟧ ⟦moms 25%⟧ — ⟦kunde «l8»⟧
bloemenveiling: ⟦kavel «d6»⟧ ⟦tulpen 'Strong Gold', 40 stelen⟧ — ⟦klok «d1», prijs 0,31⟧
bloemenveiling: ⟦kopernummer «d5»⟧ ⟦fust 566, 7 karren⟧ — ⟦aanvoerder «d6»⟧
bloemenveiling: ⟦partij «U3»-«d7»⟧ ⟦lengte 60 cm, rijpheid 2⟧ — ⟦Aalsmeer hal «U1»⟧
kaasmarkt: ⟦kaas «d5»⟧ ⟦Gouda belegen, 14 kg⟧ — ⟦waag «d2»⟧
kaasmarkt: ⟦drager «d3»⟧ ⟦berrie geel, 160 kg⟧ — ⟦veilingnummer «d4»⟧
kaasmarkt: ⟦rijpingscel «U1»«d2»⟧ ⟦12 °C, 85% RV⟧ — ⟦gedraaid 2026-11-30⟧
braai: ⟦boerewors batch «d5»⟧ ⟦coriander, 2.4 kg⟧ — ⟦sosaties 36⟧
braai: ⟦booking «l7»⟧ ⟦kameeldoring wood, 3 bags⟧ — ⟦fire pit «d2»⟧
braai: ⟦potjie «d3»⟧ ⟦size 3, lamb⟧ — ⟦pap 5 kg⟧
pierogi: ⟦zamówienie «d8»⟧ ⟦ruskie ×40, z mięsem ×20⟧ — ⟦odbiór 17:00⟧
pierogi: ⟦partia «U2»-«d5»⟧ ⟦ciasto 6 kg, farsz 4 kg⟧ — ⟦zamrażarka «d2»⟧
pierogi: ⟦paragon «d12»⟧ ⟦VAT 5%⟧ — ⟦stolik «d2»⟧
Christmas market: ⟦stall «d3»⟧ ⟦glühwein, 2 m frontage⟧ — ⟦permit «U2»«d6»⟧
Christmas market: ⟦mug deposit «d4»⟧ ⟦€3 pfand⟧ — ⟦returned 1,812⟧
Christmas market: ⟦generator «l6»⟧ ⟦16 A, diesel⟧ — ⟦refuel 18:00⟧
Bolesławiec pottery: ⟦wzór «d3»⟧ ⟦paw's eye, cobalt⟧ — ⟦stempel «U2»«d4»⟧
Bolesławiec pottery: ⟦wypał «d6»⟧ ⟦1260 °C, 14 h⟧ — ⟦piec «d2»⟧
Bolesławiec pottery: ⟦paczka «d10»⟧ ⟦24 mugs, fragile⟧ — ⟦waga 11.2 kg⟧
glassworks: ⟦tavba «d5»⟧ ⟦olovnatý křišťál 24%⟧ — ⟦pec «d2»⟧
glassworks: ⟦brus «U3»«d4»⟧ ⟦pinwheel cut, 36 facets⟧ — ⟦zakázka «d7»⟧
glassworks: ⟦lustr «d6»⟧ ⟦48 ramen⟧ — ⟦expedice 2026-12-18⟧
Kashubian embroidery: ⟦wzór «l6»⟧ ⟦szkoła żukowska, 7 colours⟧ — ⟦obrus «d4»⟧
Kashubian embroidery: ⟦nici «d5»⟧ ⟦DMC 798, 12 skeins⟧ — ⟦zamówienie «d6»⟧
Kashubian embroidery: ⟦warsztat «U2»«d3»⟧ ⟦8 uczestników⟧ — ⟦sala «d2»⟧
game server host: ⟦server uuid «uuid»⟧ ⟦node de-fra-«d2»⟧ — ⟦4 GB RAM, 2 vCPU⟧
game server host: ⟦backup «l8»⟧ ⟦world.zip, 2.3 GB⟧ — ⟦sha256 «h64»⟧
game server host: ⟦allocation 127.0.0.1:«d5»⟧ ⟦primary⟧ — ⟦egg palworld⟧
gift cards: ⟦SKU «U4»-«d4»⟧ ⟦€25 denomination⟧ — ⟦stock 1,204⟧
gift cards: ⟦order «d10»⟧ ⟦3 × €50 cards⟧ — ⟦status delivered⟧
gift cards: ⟦batch «U2»«d8»⟧ ⟦activation pending⟧ — ⟦retailer «d5»⟧
esports ops: ⟦match «d9»⟧ ⟦map 3 of 3, Ancient⟧ — ⟦server «l6»⟧
esports ops: ⟦demo «h32».dem⟧ ⟦tick 128, 41 min⟧ — ⟦uploaded⟧
esports ops: ⟦team «d6»⟧ ⟦roster lock 2026-12-10⟧ — ⟦sub «d9»⟧
community: ⟦thread «d7»⟧ ⟦312 replies⟧ — ⟦locked by moderator «d5»⟧
community: ⟦member «d8»⟧ ⟦joined 2019-03-02⟧ — ⟦reputation 4,112⟧
community: ⟦space «d4»⟧ ⟦"Patch notes"⟧ — ⟦posts 88⟧
"""

FLAGS = r"""
flags: ⟦npm config get always-auth⟧ → ⟦true⟧
flags: ⟦PIP_REQUIRE_VIRTUALENV=1⟧ ⟦PIP_NO_INPUT=1⟧ (no credentials)
flags: ⟦poetry config http-basic.acme --unset⟧ ⟦done⟧
flags: ⟦UV_KEYRING_PROVIDER=subprocess⟧ ⟦UV_INDEX_STRATEGY=first-index⟧
flags: ⟦yarn config get npmAlwaysAuth⟧ → ⟦false⟧
flags: ⟦CARGO_REGISTRY_GLOBAL_CREDENTIAL_PROVIDERS=cargo:token⟧ (provider name)
flags: ⟦cargo login --registry acme⟧ ⟦token read from stdin⟧
flags: ⟦nuget.config: <clear />⟧ ⟦packageSourceMapping enabled⟧
flags: ⟦GONOSUMDB=go.acme.gg⟧ ⟦GOAUTH=netrc⟧
flags: ⟦composer config --global --list⟧ ⟦[github-protocols] https, ssh⟧
flags: ⟦conda config --set channel_priority strict⟧
flags: ⟦bunfig: [install] exact = true⟧ ⟦saveTextLockfile = true⟧
flags: ⟦maven.wagon.http.retryHandler.count=3⟧ ⟦-Dmaven.resolver.transport=wagon⟧
flags: ⟦signing.keyId=7A1C9E33⟧ (key id, not the key)
flags: ⟦gradle.publish.key is set⟧ ⟦gradle.publish.secret is set⟧ (presence only)
flags: ⟦AdminPassword=""⟧ ⟦RCONEnabled=False⟧ (Palworld defaults)
flags: ⟦rcon_password ""⟧ ⟦sv_password ""⟧ (server.cfg, empty)
flags: ⟦"require_user_verification": true⟧ ⟦"game_password": ""⟧
flags: ⟦sv_licenseKey changeme⟧ (placeholder from the template)
flags: ⟦ServerPassword length 1-30, [A-Za-z0-9_-]⟧ (panel rule)
flags: ⟦PASSWORD_RESET_TOKEN_TTL=3600⟧ ⟦PASSWORD_MIN_LENGTH=12⟧
flags: ⟦API_KEY_HEADER=XF-Api-Key⟧ ⟦API_USER_HEADER=XF-Api-User⟧
flags: ⟦TEBEX_SECRET_SET=false⟧ ⟦TEBEX_WEBSTORE=acme-gg⟧
flags: ⟦--token-stdin⟧ ⟦--password-stdin⟧ (flags, no values)
flags: ⟦publishConfig.access: public⟧ ⟦publishConfig.provenance: true⟧
flags: ⟦twine upload --skip-existing --non-interactive⟧
flags: ⟦giftcard.pin.digits=4⟧ ⟦giftcard.code.length=16⟧ (formats only)
flags: ⟦wachtwoord_min_lengte=12⟧ ⟦haslo_wygasa_po_dniach=90⟧
flags: ⟦2FA recovery codes: 10 generated, 7 unused⟧
flags: ⟦secrets: inherit⟧ ⟦permissions: id-token: write⟧ (trusted publishing)
"""

PARSE = r"""
parse: ⟦npm error code EJSONPARSE⟧ ⟦Unexpected token "}" in JSON at position 412⟧ in ⟦package.json⟧
parse: ⟦error: failed to parse manifest at `/builds/acme/netcode/Cargo.toml`⟧ ⟦TOML parse error at line 7, column 14⟧
parse: ⟦Invalid requirement: 'acme-netcode==0.9.1,'⟧ ⟦requirements.txt line 12⟧
parse: ⟦ERR_PNPM_LOCKFILE_BREAKING_CHANGE⟧ ⟦Lockfile /srv/app/pnpm-lock.yaml not compatible with current pnpm⟧
parse: ⟦YN0028: The lockfile would have been modified by this install, which is explicitly forbidden.⟧
parse: ⟦go: go.mod:3: invalid go version '1.22.x': must match format 1.23⟧
parse: ⟦composer.json is not valid⟧ ⟦"require.acme/leaderboard" : invalid version constraint (^2.4.1.x)⟧
parse: ⟦[ERROR] Non-parseable POM /builds/acme/pom.xml: end tag name </dependency> must match start tag name <version>⟧
parse: ⟦NU1101: Unable to find package Acme.Netcode⟧ ⟦No packages exist with this id in source(s): acme⟧
parse: ⟦poetry.lock is not consistent with pyproject.toml⟧ ⟦Run `poetry lock` to fix it.⟧
parse: ⟦uv: error: Failed to parse: `uv.lock`⟧ ⟦unknown field `sdist-url`⟧
parse: ⟦conda: InvalidVersionSpec: Invalid version '3.11.*.*'⟧
parse: ⟦bun: error: Failed to parse lockfile⟧ ⟦bun.lock:14:3⟧
parse: ⟦server.cfg:12: unknown command 'ensure_resource'⟧
parse: ⟦PalWorldSettings.ini: OptionSettings has an unbalanced parenthesis at column 812⟧
parse: ⟦server-settings.json: expected ',' at line 9⟧ ⟦field "visibility"⟧
parse: ⟦invalid literal for int() with base 10: 'acht'⟧ (Dutch eight)
parse: ⟦could not convert string to float: '3,50'⟧ (locale pl-PL)
parse: ⟦time data '07.12.2026' does not match format '%Y-%m-%d'⟧
parse: ⟦unknown currency 'kr.'⟧ ⟦expected ISO 4217 code, e.g. DKK⟧
parse: ⟦invalid duration '2 uger'⟧ ⟦use 14d⟧
parse: ⟦unknown field 'lösenord_min'; did you mean 'losenord_min'?⟧
parse: ⟦CSV row 212: expected 9 fields, saw 8⟧ ⟦kavels.csv⟧
parse: ⟦semver: '4.2' is not a valid version⟧ ⟦expected MAJOR.MINOR.PATCH⟧
parse: ⟦gradle: Could not resolve gg.acme:matchmaker:3.2.+⟧ ⟦no matching version in acme-releases⟧
"""
