"""Innocent set 83: ids from domains no earlier innocent set drew on, flags and settings named
like credentials, and parse errors quoting ordinary values.

``DOMAINS``: ride-hailing trips, scooter fleets, parking bays, toll gantries, transit
ticketing and car rental (this set's vendors' worlds), and a mansaf caterer, a souq's
stalls, Pakistani truck art, a zurkhaneh, a Tehran tea house, a shisha café and a qawwali
night (each grepped for in every earlier ``_heldout_innocents*`` and ``heldout_innocents*``
file; none matched, while camel, falcon, pearl, dhow, saffron, carpet, calligraphy, chai,
cricket, kite, henna, bazaar, Nowruz, date palm and dabke did). ``FLAGS``: settings whose
names say password, token, key, secret, PIN or passphrase and whose values are not.
``PARSE``: parse errors quoting ordinary values, many of this set's pipeline tools.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
ride-hailing: ⟦trip «uuid»⟧ ⟦Dubai Marina → DXB T3⟧ — ⟦fare AED 87.50⟧ ⟦surge 1.4x⟧
ride-hailing: ⟦driver «d7»⟧ ⟦rating 4.91⟧ — ⟦vehicle plate Dubai P «d5»⟧
ride-hailing: ⟦booking «U10»⟧ ⟦pickup ETA 6 min⟧ — ⟦captain «d6»⟧
ride-hailing: ⟦ride request «h24»⟧ ⟦status: driver_assigned⟧ ⟦zone «l6»⟧
ride-hailing: ⟦promo code RAMADAN26 applied⟧ ⟦discount 20%⟧ — ⟦trip «d10»⟧
ride-hailing: ⟦invoice «U4»-«d8»⟧ ⟦VAT 5%⟧ ⟦corporate account «d6»⟧
micromobility: ⟦scooter «U3»«d5»⟧ ⟦battery 37%⟧ — ⟦geofence «l8»⟧
micromobility: ⟦ride «uuid»⟧ ⟦2.3 km, 11 min⟧ — ⟦unlock fee JOD 0.25⟧
micromobility: ⟦vehicle IMEI «d15»⟧ ⟦firmware 4.2.1⟧ — ⟦last ping 19:02 UTC⟧
micromobility: ⟦swap task «d8»⟧ ⟦warehouse Al Quoz 3⟧ — ⟦14 batteries⟧
micromobility: ⟦parking photo «h32».jpg⟧ ⟦accepted⟧ ⟦zone no-ride «l5»⟧
parking: ⟦bay «U1»-«d3»⟧ ⟦level P2⟧ — ⟦session «d12»⟧ ⟦2 h 15 min⟧
parking: ⟦zone code 319C⟧ ⟦tariff AED 4/h⟧ — ⟦plate AD 1 «d5»⟧
parking: ⟦permit «U2»«d7»⟧ ⟦resident, zone «d3»⟧ — ⟦valid to 2027-03-31⟧
parking: ⟦ticket «d16»⟧ ⟦entry 08:41, exit 17:02⟧ — ⟦paid KWD 1.500⟧
parking: ⟦garage «l7»⟧ ⟦312 of 480 bays free⟧ — ⟦updated 19:30⟧
tolls: ⟦gantry «d4»⟧ ⟦Al Maktoum Bridge⟧ — ⟦tag «d10»⟧ ⟦AED 4⟧
tolls: ⟦account «d8»⟧ ⟦balance AED 36⟧ — ⟦low balance SMS sent⟧
tolls: ⟦transponder «H12»⟧ ⟦class 2⟧ — ⟦plaza «d3» lane 7⟧
tolls: ⟦violation «U3»«d9»⟧ ⟦image «h40»⟧ — ⟦fine AED 50⟧
transit: ⟦card «d16»⟧ ⟦fare product Nol Silver⟧ — ⟦tap at station «d4»⟧
transit: ⟦ticket «U8»⟧ ⟦activated 07:58⟧ ⟦valid 90 min⟧ — ⟦route 61⟧
transit: ⟦trip_id «l12»⟧ ⟦stop_id «d5»⟧ ⟦delay +4 min⟧
transit: ⟦vehicle «d4»⟧ ⟦block «U2»-«d3»⟧ — ⟦headway 12 min⟧
transit: ⟦GTFS feed version «h40»⟧ ⟦3,112 stops⟧ — ⟦valid from 2026-12-01⟧
car rental: ⟦reservation «U3»«d7»⟧ ⟦Toyota Yaris or similar⟧ — ⟦DXB T1 pickup⟧
car rental: ⟦agreement «d9»⟧ ⟦mileage out 41,208 km⟧ — ⟦fuel 7/8⟧
car rental: ⟦VIN «U17»⟧ ⟦damage report «d6»⟧ — ⟦rear bumper scratch⟧
car rental: ⟦deposit hold «d12»⟧ ⟦AED 1,500⟧ — ⟦released 2026-12-09⟧
car sharing: ⟦booking «uuid»⟧ ⟦vehicle «U2»-«d4»⟧ — ⟦keyless unlock sent⟧
car sharing: ⟦member «d8»⟧ ⟦licence verified⟧ — ⟦tier gold⟧
mansaf catering: ⟦order «d6»⟧ ⟦3 trays, jameed from Karak⟧ — ⟦delivery 13:00⟧
mansaf catering: ⟦invoice «U2»«d5»⟧ ⟦lamb 12 kg⟧ — ⟦JOD 240⟧
souq: ⟦stall «d3»⟧ ⟦spices row⟧ — ⟦lease «U4»-«d4»⟧
souq: ⟦merchant licence «d10»⟧ ⟦gold souq, shop 14⟧ — ⟦renewed⟧
souq: ⟦receipt «d8»⟧ ⟦frankincense 250 g⟧ — ⟦OMR 3.500⟧
truck art: ⟦commission «d5»⟧ ⟦Bedford, full body⟧ — ⟦workshop Rawalpindi⟧
truck art: ⟦panel «l6»⟧ ⟦peacock motif, chamak patti⟧ — ⟦3 days⟧
zurkhaneh: ⟦session «d4»⟧ ⟦12 athletes, morshed on the zarb⟧ — ⟦Tehran⟧
zurkhaneh: ⟦member card «d9»⟧ ⟦meel 8 kg pair⟧ — ⟦dues paid⟧
tea house: ⟦table «d2»⟧ ⟦2 samovar teas, 1 dizi⟧ — ⟦bill «d6»⟧ ⟦IRR 1,450,000⟧
tea house: ⟦supplier invoice «U3»«d6»⟧ ⟦Lahijan tea 40 kg⟧
shisha café: ⟦order «d5»⟧ ⟦double apple, 2 heads⟧ — ⟦table «U1»«d2»⟧
shisha café: ⟦licence «d8»⟧ ⟦municipality Jeddah⟧ — ⟦inspection passed⟧
qawwali: ⟦booking «d6»⟧ ⟦party of 9 singers⟧ — ⟦venue Lahore, 21:00⟧
qawwali: ⟦recording «h12».wav⟧ ⟦48 kHz, 52 min⟧ — ⟦session «l7»⟧
geocoding: ⟦place_id «A27»⟧ ⟦Souq Waqif, Doha⟧ — ⟦confidence 0.93⟧
geocoding: ⟦geohash «l9»⟧ ⟦lat 25.2867, lon 51.5333⟧ ⟦precision 4.8 m⟧
routing: ⟦route «uuid»⟧ ⟦48.2 km, 41 min⟧ — ⟦via E11⟧ ⟦tolls: 2⟧
fleet: ⟦vehicle «U2»«d5»⟧ ⟦odometer 88,120 km⟧ — ⟦next service in 1,880 km⟧
"""

FLAGS = r"""
flags: ⟦tile38_requirepass: (not set)⟧ ⟦protected-mode: yes⟧
flags: ⟦LYFT_CLIENT_SECRET is set⟧ ⟦(value hidden)⟧ ⟦LYFT_SANDBOX=true⟧
flags: ⟦password_auth: disabled⟧ ⟦key_pair_auth: enabled⟧ for user ⟦LOADER⟧
flags: ⟦database.password: ${file:/opt/secrets/mysql.properties:password}⟧ (externalized)
flags: ⟦sasl.jaas.config = [hidden]⟧ ⟦sasl.mechanism = PLAIN⟧
flags: ⟦ssl.keystore.password = [hidden]⟧ ⟦ssl.keystore.type = PKCS12⟧
flags: ⟦token_expiry_days = 30⟧ ⟦token_rotation = weekly⟧
flags: ⟦--format_display_secrets_in_show_and_select=0⟧ ⟦display_secrets_in_show_and_select disabled⟧
flags: ⟦api_key_header = X-Api-Key⟧ ⟦api_key_location = header⟧
flags: ⟦pin_length: 6⟧ ⟦pin_retries: 3⟧ ⟦pin_lockout: 30 min⟧
flags: ⟦passphrase_required: false⟧ ⟦wallet backup: cloud⟧
flags: ⟦client_secret_expires_at: 0⟧ (never) ⟦client_id_issued_at: 1796600000⟧
flags: ⟦secret_scope: etl-prod⟧ ⟦backend: AZURE_KEYVAULT⟧ ⟦3 keys⟧
flags: ⟦password_policy: min 12, 1 symbol⟧ ⟦history 5⟧
flags: ⟦auth_type: "username/password"⟧ ⟦username: AIRBYTE⟧ ⟦password: ********⟧
flags: ⟦has_password: true⟧ ⟦has_mfa: false⟧ ⟦user etl_reader⟧
flags: ⟦DATABRICKS_TOKEN: (from keyring)⟧ ⟦DATABRICKS_HOST: https://adb-4410229911.7.azuredatabricks.net⟧
flags: ⟦secret_access_key = '[HIDDEN]'⟧ ⟦access_key_id = 'AKIA****'⟧
flags: ⟦recovery_codes_remaining: 7⟧ ⟦mfa_method: totp⟧
flags: ⟦KEY_ROTATION_DAYS=90⟧ ⟦KEY_ALGORITHM=RS256⟧
flags: ⟦token_type: Bearer⟧ ⟦expires_in: 2592000⟧ ⟦scope: rides.read⟧
flags: ⟦connection-password: (redacted by trino)⟧ ⟦connection-user: trino⟧
flags: ⟦PasswordAuthentication no⟧ ⟦PubkeyAuthentication yes⟧ on ⟦bastion-«l4»⟧
flags: ⟦secret.rotation.enabled=true⟧ ⟦secret.rotation.period=P30D⟧
flags: ⟦otp_digits=6⟧ ⟦otp_period=30⟧ ⟦otp_algorithm=SHA1⟧
flags: ⟦use_password_file: /etc/trino/password.db⟧ ⟦refresh 1m⟧
flags: ⟦abctl: credentials stored in secret airbyte-auth-secrets⟧ ⟦namespace airbyte-abctl⟧
flags: ⟦fivetran api_secret: set 2026-11-02⟧ ⟦rotated by ops⟧
flags: ⟦kelid_API: tanzim shode⟧ ⟦(Finglish: the API key is set)⟧
flags: ⟦كلمة السر: مخفية⟧ ⟦(Arabic: password hidden)⟧
"""

PARSE = r"""
parse: ⟦Invalid value for connector.class: io.debezium.connector.mysql.MySqlConector⟧ ⟦did you mean MySqlConnector?⟧
parse: ⟦trino: line 1:15: mismatched input 'FORM'. Expecting: 'FROM'⟧
parse: ⟦SQL compilation error: invalid identifier 'TRIP_IDD'⟧
parse: ⟦bq: Invalid table name 'ops.trips-2026'⟧ ⟦use letters, numbers and underscores⟧
parse: ⟦Code: 62. DB::Exception: Syntax error: failed at position 21 ('FORMAT')⟧
parse: ⟦spark-submit: Unrecognized option: --num-executor⟧
parse: ⟦JsonParseException: Unexpected character ('}' (code 125)) at line 7, column 1⟧
parse: ⟦invalid GTFS: stop_times.txt row 4412 arrival_time '25:61:00'⟧
parse: ⟦invalid coordinate '25.28,51.5x'⟧ ⟦expected lat,lng⟧
parse: ⟦geohash 'u4pruydqqvjx' out of bbox⟧ ⟦region MENA⟧
parse: ⟦plate 'DXB P 12345' does not match pattern for emirate AUH⟧
parse: ⟦could not parse duration '41 دقيقة'⟧ ⟦use minutes as digits⟧
parse: ⟦unknown currency 'درهم'⟧ ⟦expected ISO 4217 code AED⟧
parse: ⟦airbyte: configuration does not fulfill specification: $.start_date: does not match the regex pattern⟧
parse: ⟦octavia: Unknown field 'sync_mode ' in stream 'trips'⟧
parse: ⟦fivetran: schema_change_handling must be one of ALLOW_ALL, ALLOW_COLUMNS, BLOCK_ALL⟧
parse: ⟦Failed to deserialize data for topic trips.raw to Avro: Unknown magic byte!⟧
parse: ⟦kcat: Invalid value for configuration property "auto.offset.reset": earliestt⟧
parse: ⟦databricks: Error: accepts 1 arg(s), received 2⟧
parse: ⟦snowsql: 002003 (02000): SQL compilation error: Database 'RAW_DB' does not exist or not authorized.⟧
parse: ⟦time data '07/12/2026 19:30' does not match format '%Y-%m-%dT%H:%M'⟧
parse: ⟦toml: expected '=' after key 'warehouse' at line 4⟧
parse: ⟦yaml: line 9: found character that cannot start any token⟧ in ⟦connections.yaml⟧
parse: ⟦invalid cron '0 25 * * *'⟧ ⟦hour out of range⟧
parse: ⟦ValueError: invalid literal for int() with base 10: 'P2-114'⟧ (bay number)
"""
