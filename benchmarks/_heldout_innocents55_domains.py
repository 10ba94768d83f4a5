"""Innocent set 55: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: throat singing, tree-ring dating, trapping, samovar collecting, horse
breeding, pelmeni, stroganina, fur auctions, kumis making, polar aviation,
birch-bark crafts, snowmobile racing, ice sculpture, kok-boru, mas-wrestling, khomus (jaw
harp) music, banya, reindeer racing, winter swimming, postcrossing, shipwreck diving and
railway modelling (each grepped for in every earlier ``_heldout_innocents*`` and
``heldout_innocents*`` file; none matched, while reindeer, ice fishing, permafrost, dog
sledding, felt, ice roads, aurora, seismology, glaciology, icebreakers, meteorites, amber,
diamonds, cedar, mushrooms, berries, bandy, taxidermy, herding, radiosondes, ice cores, sea
ice, kayaks, hunting, fishing, saunas, calligraphy, embroidery, beadwork, carpets, falconry,
camels, yaks, cheese, dumplings, biathlon, curling, avalanches, lighthouses, numismatics,
trams, airships, paragliding and about forty others did). ``FLAGS``: settings whose names say
password, token, key or secret and whose values are not. ``PARSE``: parse errors quoting
ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
throat singing: ⟦performer «d6»⟧ ⟦style kargyraa⟧ — ⟦fundamental 55 Hz⟧ (⟦festival «U3»«d4»⟧)
throat singing: ⟦recording «l10»⟧ ⟦khöömei with igil⟧ — ⟦take 4 of 7⟧
throat singing: ⟦workshop «d5»⟧ ⟦sygyt overtone drills⟧ — ⟦12 students⟧
tree-ring dating: ⟦core «U2»-«d6»⟧ ⟦Larix cajanderi⟧ — ⟦rings 1721–2025⟧
tree-ring dating: ⟦chronology «l8»⟧ ⟦series intercorrelation 0.612⟧ — ⟦COFECHA flags 3⟧
tree-ring dating: ⟦sample «d7»⟧ ⟦frost ring at 1817⟧ — ⟦site «U3»«d2»⟧
fur auction: ⟦lot «d6»⟧ ⟦sable, 42 skins⟧ — ⟦hammer 31,500 RUB⟧
fur auction: ⟦buyer paddle «d4»⟧ ⟦session 2 of 3⟧ — ⟦catalogue «U2»«d5»⟧
fur auction: ⟦bundle «l9»⟧ ⟦grade Extra, dark⟧ — ⟦withdrawn by consignor⟧
kumis making: ⟦batch «d6»⟧ ⟦mare's milk 40 l⟧ — ⟦ferment 3 days at 18 °C⟧
kumis making: ⟦starter «U3»-«d4»⟧ ⟦acidity 95 °T⟧ — ⟦alcohol 1.8%⟧
kumis making: ⟦saba «l7»⟧ ⟦stirred 4,000 times⟧ — ⟦ready for Ysyakh⟧
polar aviation: ⟦flight «U2»«d4»⟧ ⟦An-74 Yakutsk–Tiksi⟧ — ⟦ETD 09:40⟧
polar aviation: ⟦ice strip «l8»⟧ ⟦length 1,800 m⟧ — ⟦friction 0.42⟧
polar aviation: ⟦crew «d6»⟧ ⟦alternate Chokurdakh⟧ — ⟦fuel 7.2 t⟧
birch-bark crafts: ⟦tuesok «d5»⟧ ⟦double-walled, 2 l⟧ — ⟦pattern «U2»«d3»⟧
birch-bark crafts: ⟦order «l10»⟧ ⟦6 boxes, stitched with root⟧ — ⟦ships Friday⟧
birch-bark crafts: ⟦sheet «d7»⟧ ⟦harvested June, 3 mm⟧ — ⟦stack «U1»«d2»⟧
snowmobile racing: ⟦bib «d3»⟧ ⟦class Pro Open⟧ — ⟦lap 2:14.880⟧
snowmobile racing: ⟦sled «U3»«d5»⟧ ⟦engine 850 cc⟧ — ⟦tech check passed⟧
snowmobile racing: ⟦heat «l6»⟧ ⟦12 starters⟧ — ⟦track temp −28 °C⟧
ice sculpture: ⟦block «d6»⟧ ⟦Lena ice, 1.2 t⟧ — ⟦carved by team «U2»«d2»⟧
ice sculpture: ⟦entry «l9»⟧ ⟦"White Horse"⟧ — ⟦jury score 8.7⟧
ice sculpture: ⟦LED strip «U4»-«d4»⟧ ⟦IP68, 5 m⟧ — ⟦installed in plinth⟧
kok-boru: ⟦match «d6»⟧ ⟦Naryn 4–2 Talas⟧ — ⟦3 periods of 20 min⟧
kok-boru: ⟦rider «U2»«d5»⟧ ⟦horse «l7»⟧ — ⟦yellow card at 34:10⟧
kok-boru: ⟦tournament «l10»⟧ ⟦8 teams⟧ — ⟦final at the hippodrome⟧
mas-wrestling: ⟦bout «d5»⟧ ⟦weight class 90 kg⟧ — ⟦won 2–0⟧
mas-wrestling: ⟦athlete «U3»«d4»⟧ ⟦rating 1,640⟧ — ⟦stick «l6»⟧
mas-wrestling: ⟦board «d4»⟧ ⟦height 15 cm⟧ — ⟦referee «U2»«d3»⟧
khomus: ⟦instrument «d6»⟧ ⟦tongue steel 65G⟧ — ⟦tuned to D⟧
khomus: ⟦recording «l9»⟧ ⟦"Kyrdzhabai"⟧ — ⟦track 7, 4:12⟧
khomus: ⟦maker mark «U3»-«d3»⟧ ⟦forged 2024⟧ — ⟦case «l5»⟧
banya: ⟦booking «d7»⟧ ⟦steam room 2, 19:00–21:00⟧ — ⟦6 guests⟧
banya: ⟦venik «U2»«d4»⟧ ⟦oak and birch⟧ — ⟦soaked 20 min⟧
banya: ⟦stove «l8»⟧ ⟦stones 90 kg⟧ — ⟦temp 95 °C, humidity 15%⟧
reindeer racing: ⟦sled team «d5»⟧ ⟦3 bulls⟧ — ⟦time 6:41⟧
reindeer racing: ⟦ear mark «U2»«d6»⟧ ⟦herd «l6»⟧ — ⟦Day of the Reindeer Herder⟧
reindeer racing: ⟦course «l8»⟧ ⟦2 km on lake ice⟧ — ⟦start 11:00⟧
winter swimming: ⟦swimmer «d6»⟧ ⟦25 m at 0.4 °C⟧ — ⟦heat «U1»«d2»⟧
winter swimming: ⟦ice hole «l6»⟧ ⟦2 × 5 m⟧ — ⟦medic on site⟧
winter swimming: ⟦licence «U3»«d5»⟧ ⟦IISA member⟧ — ⟦valid to 2027-03⟧
postcrossing: ⟦postcard «U2»-«d7»⟧ ⟦sent to Finland⟧ — ⟦travelled 12 days⟧
postcrossing: ⟦member «l9»⟧ ⟦1,208 sent⟧ — ⟦1,192 received⟧
postcrossing: ⟦meetup card «d6»⟧ ⟦Yakutsk 2026⟧ — ⟦12 signatures⟧
shipwreck diving: ⟦wreck «U3»«d3»⟧ ⟦depth 38 m⟧ — ⟦visibility 6 m⟧
shipwreck diving: ⟦dive log «d5»⟧ ⟦Nitrox 32⟧ — ⟦bottom 24 min⟧
shipwreck diving: ⟦permit «l10»⟧ ⟦no-penetration rule⟧ — ⟦boat «U2»«d2»⟧
railway modelling: ⟦loco «d6»⟧ ⟦TEM2, scale H0⟧ — ⟦DCC address 3⟧
railway modelling: ⟦layout «l8»⟧ ⟦12 m of track⟧ — ⟦decoder «U4»«d4»⟧
railway modelling: ⟦wagon «U2»«d5»⟧ ⟦tank car, weathered⟧ — ⟦coupler Kadee 5⟧
trapping: ⟦trapline «l8»⟧ ⟦42 traps, 18 km⟧ — ⟦checked every 3 days⟧ (⟦licence «U2»«d6»⟧)
trapping: ⟦pelt tag «d7»⟧ ⟦ermine, winter white⟧ — ⟦season 2026/27⟧
samovar collecting: ⟦samovar «d5»⟧ ⟦Tula, 1893⟧ — ⟦7 l, brass⟧ (⟦maker mark «U3»«d2»⟧)
samovar collecting: ⟦lot «l9»⟧ ⟦restored spout⟧ — ⟦estimate 40,000 RUB⟧ — ⟦auction «d4»⟧
horse breeding: ⟦foal «d8»⟧ ⟦Yakut breed, bay⟧ — ⟦dam «U2»«d5»⟧ — ⟦sire «U2»«d5»⟧
horse breeding: ⟦stud book «l10»⟧ ⟦vol. 14⟧ — ⟦registered 2026-06-21⟧
horse breeding: ⟦herd «d4»⟧ ⟦62 mares⟧ — ⟦winter pasture «l7»⟧ — ⟦hay 40 t⟧
pelmeni: ⟦batch «d6»⟧ ⟦1,200 pieces⟧ — ⟦venison and pork⟧ — ⟦frozen at −35 °C⟧
pelmeni: ⟦order «U3»-«d5»⟧ ⟦6 kg⟧ — ⟦pickup 18:00⟧ — ⟦stall «l5»⟧
stroganina: ⟦fish «d5»⟧ ⟦muksun, 1.4 kg⟧ — ⟦caught on the Lena⟧ — ⟦kept at −40 °C⟧
stroganina: ⟦menu item «l8»⟧ ⟦served with salt and pepper⟧ — ⟦price 950 RUB⟧
throat singing: ⟦album «U2»«d6»⟧ ⟦12 tracks, 48:10⟧ — ⟦label «l7»⟧ — ⟦released 2026-03-08⟧
"""

FLAGS = r"""
settings: ⟦iframely.key_mode = md5⟧ ⟦iframely.omit_script = true⟧
settings: ⟦RESTREAM_TOKEN_TTL=3600⟧ ⟦RESTREAM_SCOPES=profile.read stream.read⟧
settings: ⟦ok.secret_key_source = vault:social/ok⟧ ⟦ok.app_id = 512000105⟧
settings: ⟦firstpromoter.api_key_header = X-API-KEY⟧ ⟦firstpromoter.account_id = acc_88213⟧
settings: ⟦impact.auth_token_from = env⟧ ⟦impact.api_version = 14⟧
settings: ⟦orderdesk.api_key_required = true⟧ ⟦orderdesk.store_id = 88123⟧
settings: ⟦unleashed.signature_algo = HMAC-SHA256⟧ ⟦unleashed.key_encoding = base64⟧
settings: ⟦WEB_EXT_API_KEY_FILE=/run/secrets/amo⟧ ⟦WEB_EXT_CHANNEL=unlisted⟧
settings: ⟦OVSX_PAT_SCOPE=publish⟧ ⟦OVSX_REGISTRY_URL=https://open-vsx.org⟧
settings: ⟦rustore.private_key_format = PKCS8⟧ ⟦rustore.key_id_env = RUSTORE_KEY_ID⟧
settings: ⟦keystorepass_from = FDROID_KEYSTORE_PASS⟧ ⟦keypass_same_as_store = true⟧
settings: ⟦loyaltylion.token_auth = deprecated⟧ ⟦loyaltylion.api_key_prefix = pat_⟧
settings: ⟦leaddyno.private_key_rotation = on request⟧ ⟦leaddyno.public_key_in_js = true⟧
settings: ⟦UspLicenseKey_source = /etc/usp-license.key⟧ ⟦mode 0440⟧
settings: ⟦lengow.token_ttl = 3600⟧ ⟦lengow.secret_required = true⟧
settings: ⟦flussonic.edit_auth = disabled⟧ ⟦flussonic.view_auth = token⟧
settings: ⟦rumble.stream_key_rotation = per event⟧ ⟦rumble.ingest = rtmp⟧
settings: ⟦password_autofill = ask⟧ ⟦password_reveal_in_a11y_tree = false⟧
settings: ⟦clipboard_clear_after_s = 30⟧ ⟦clipboard_history = off⟧
settings: ⟦ocr_redact_password_fields = true⟧ ⟦ocr_languages = rus+sah+eng⟧
settings: ⟦keystroke_log = disabled⟧ ⟦keystroke_log_retention_days = 0⟧
settings: ⟦--app-secret-file secrets/quest.txt⟧ ⟦--channel ALPHA⟧
settings: ⟦chrome_ws.refresh_token_env = REFRESH_TOKEN⟧ ⟦chrome_ws.publish_target = trustedTesters⟧
settings: ⟦commercelayer.client_secret_required = false⟧ ⟦commercelayer.kind = sales_channel⟧
settings: ⟦foxy.refresh_token_ttl = none⟧ ⟦foxy.access_token_ttl = 7200⟧
settings: ⟦cscart.api_key_length = 32⟧ ⟦cscart.api_user = admin only⟧
settings: ⟦secret_word_min_letters = 8⟧ ⟦pin_length = 6⟧
settings: ⟦recovery_codes_count = 10⟧ ⟦recovery_code_format = xxxxx-xxxxx⟧
settings: ⟦token_header = Authorization⟧ ⟦token_prefix = Bearer⟧
settings: ⟦password_hash = argon2id⟧ ⟦password_pepper_env = PEPPER_V2⟧
"""

PARSE = r"""
parse: ⟦invalid integer value "five" for connection option "port"⟧
parse: ⟦httpx.InvalidURL: Invalid port: 'https'⟧
parse: ⟦Failed to parse: 'etl:db' is not a valid host or port⟧
parse: ⟦Port could not be cast to integer value as 'eight'⟧
parse: ⟦TypeError: Invalid URL⟧ ⟦input: 'http://127.0.0.1:port/v1'⟧
parse: ⟦xz: backup.sql.xz: File format not recognized⟧
parse: ⟦zstd: db.sql.zst: unsupported format⟧
parse: ⟦bzip2: dump.bz2: bad magic number (file not created by bzip2)⟧
parse: ⟦gzip: logs.tar.gz: not in gzip format⟧
parse: ⟦error: 'LICENSE_PREFIX' undeclared here (not in a function)⟧
parse: ⟦Deploy.java:2: error: ';' expected⟧ ⟦static final String REGION = "eu-north"⟧
parse: ⟦Error: Invalid value for "--region": 'yakutsk' is not one of 'eu', 'us'⟧
parse: ⟦ValueError: time data 'Ysyakh' does not match format '%Y-%m-%d'⟧
parse: ⟦json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)⟧ in ⟦reindeer.json⟧
parse: ⟦yaml: line 4: mapping values are not allowed in this context⟧ at ⟦sled: team: 3⟧
parse: ⟦KeyError: 'khomus_tuning'⟧
parse: ⟦could not convert string to float: 'minus 28'⟧
parse: ⟦unknown locale: 'sah_RU'⟧
parse: ⟦ZoneInfoNotFoundError: 'No time zone found with key Asia/Tiksi'⟧
parse: ⟦invalid literal for int() with base 10: 'XII'⟧
parse: ⟦Bad magic number: 0x0d0a0d0a⟧ in ⟦ru.mo⟧
parse: ⟦msgfmt: ru.po:5: end-of-line within string⟧
parse: ⟦ElementPathSyntaxError: unknown symbol "'"⟧ at ⟦line 1, column 11⟧
parse: ⟦sqlite3.OperationalError: no such column: tuesok_count⟧
parse: ⟦pydantic: Input should be a valid integer⟧ ⟦input_value='two hundred'⟧
parse: ⟦GraphQL: Syntax Error: Expected Name, found "}"⟧
parse: ⟦LexerError: Bad jmespath expression: Unclosed ' delimiter⟧ ⟦items[?name=='banya]⟧
parse: ⟦tomllib.TOMLDecodeError: Invalid value (at line 3, column 9)⟧
parse: ⟦nonnumeric port: 'mqtt'⟧
parse: ⟦croniter: Exactly 5, 6 or 7 columns has to be specified⟧ for ⟦'every friday'⟧
"""
