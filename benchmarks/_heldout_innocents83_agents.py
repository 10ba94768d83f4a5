"""Innocent set 83: agent output of set 83's pipeline and warehouse tools with no secret,
public keys, key ids, fingerprints, digests, offsets and run ids beside credential words,
set 83's languages, and public ids of set 83's vendors.

``AGENT``: Kafka Connect, Debezium, Kafka clients, kcat, Airbyte (abctl, octavia), Fivetran,
the Databricks CLI, spark-submit, snowsql, bq, Trino and ClickHouse output where every
credential is masked, referenced or absent and ids abound. ``PUBLIC``: public halves and
identifiers (publishable keys, key ids, fingerprints, token counts, file names with
credential words). ``WORLD``: set 83's languages saying that a password, PIN or code was
changed, sent, expired or is wrong, without one. ``VENDOR_IDS``: set 83's vendors' public
ids (instance ids, place ids, trip ids, partner ids, app ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: $ curl -s localhost:8083/connectors\n⟦["inventory-cdc","orders-pg-sink","trips-s3-sink"]⟧
agent: ⟦Connector inventory-cdc⟧ ⟦state RUNNING⟧ ⟦worker_id 10.0.4.7:8083⟧ ⟦task 0 RUNNING⟧
agent: ⟦WorkerSourceTask{id=inventory-cdc-0} Committing offsets for 1,204 acknowledged messages⟧
agent: ⟦Snapshot step 7 - Snapshotting data⟧ ⟦table inventory.orders: 88,120 rows⟧
agent: ⟦binlog file mysql-bin.000417, position 88120337⟧ ⟦gtid «uuid»:1-48812⟧
agent: ⟦"database.password": "${secrets:cdc/mysql:password}"⟧ (config provider, resolved at runtime)
agent: ⟦[Consumer clientId=connector-consumer-orders-pg-sink-0, groupId=connect-orders-pg-sink] Resetting offset for partition orders-3 to position FetchPosition{offset=«d7»}⟧
agent: ⟦ProducerConfig values: acks = -1, linger.ms = 5, compression.type = zstd⟧ ⟦sasl.jaas.config = [hidden]⟧
agent: $ kcat -L -b broker-1.data:9092\n⟦Metadata for all topics (from broker 1: broker-1.data:9092/1)⟧ ⟦3 brokers⟧ ⟦42 topics⟧
agent: ⟦% Reached end of topic trips.raw [3] at offset «d8»⟧
agent: ⟦schema id 1042⟧ ⟦subject trips.raw-value⟧ ⟦version 7⟧ ⟦compatibility BACKWARD⟧
agent: $ abctl local status\n⟦Found helm chart 'airbyte-abctl'⟧ ⟦Status: deployed⟧ ⟦Version: 1.4.1⟧
agent: ⟦abctl local credentials⟧ ⟦Email: ops@souk.io⟧ ⟦Password: (use --password to set)⟧
agent: ⟦Sync job 8812 succeeded⟧ ⟦records 1,204,551⟧ ⟦bytes 412 MB⟧ ⟦duration 6m 41s⟧
agent: ⟦connectionId «uuid»⟧ ⟦sourceId «uuid»⟧ ⟦status active⟧
agent: $ octavia apply\n⟦🐙 - snowflake-finance exists on your Airbyte instance, let's check if we need to update it!⟧ ⟦No changes⟧
agent: ⟦Fivetran connector lumbar_assigning⟧ ⟦sync_state: scheduled⟧ ⟦succeeded_at 2026-12-07T19:01:12Z⟧
agent: ⟦fivetran_connector.kafka_orders: Refreshing state... [id=«l8»_«l9»]⟧
agent: ⟦api_secret = (sensitive value)⟧ in ⟦fivetran_connector.kafka_orders⟧
agent: $ databricks clusters list\n⟦0412-«d6»-«l8»  etl-shared  RUNNING⟧
agent: ⟦Run 88120391 of job trips-rollup⟧ ⟦TERMINATED SUCCESS⟧ ⟦run_page_url https://adb-4410229911.7.azuredatabricks.net/?o=4410229911#job/88120391/run/«d12»⟧
agent: ⟦databricks secrets list-secrets etl⟧ ⟦KAFKA_API_SECRET  1796600000000⟧ ⟦(values are never shown)⟧
agent: ⟦spark-submit: Application report for application_«d13»_0042 (state: RUNNING)⟧
agent: ⟦(spark.cassandra.auth.password,*********(redacted))⟧ ⟦(spark.cassandra.connection.host,cass-1.data)⟧
agent: ⟦Stage 14 (parquet at Rollup.scala:88) finished in 41.2 s⟧ ⟦1,024 tasks⟧
agent: ⟦LOADER#LOAD_WH@RAW.PUBLIC>PUT file:///data/trips_2026-12-06.csv @%TRIPS;⟧ ⟦UPLOADED⟧ ⟦size 412,221,004⟧
agent: ⟦query id 01b8c2d4-0000-7a1f-0000-«h12»⟧ ⟦rows produced 88,120⟧
agent: ⟦Snowflake programmatic access token BI_RO⟧ ⟦expires 2027-01-06⟧ ⟦(secret shown once at creation)⟧
agent: $ bq ls --transfer_config --transfer_location=me\n⟦projects/511/locations/me/transferConfigs/66a1⟧ ⟦amazon_s3⟧ ⟦every 24 hours⟧
agent: ⟦Waiting on bqjob_r«h16»_0000019«h7»_1 ... (3s) Current status: DONE⟧
agent: ⟦bq show: connection souk-data.me-central1.pg-ops⟧ ⟦hasCredential: true⟧ ⟦type POSTGRES⟧
agent: ⟦Query 20261207_193601_00012_xk2p9, FINISHED, 3 nodes⟧ ⟦Splits: 88 total⟧ ⟦0:02⟧
agent: ⟦trino> SHOW CATALOGS;⟧ ⟦hive, iceberg, ops, system⟧
agent: ⟦ClickHouse client version 24.8.4.13⟧ ⟦Connected to ClickHouse server version 24.8.4⟧
agent: ⟦SHOW CREATE NAMED COLLECTION s3_trips⟧ ⟦secret_access_key = '[HIDDEN]'⟧
agent: ⟦Elapsed: 0.412 sec. Processed 88.12 million rows, 1.41 GB⟧
agent: ⟦Code: 516. DB::Exception: loader: Authentication failed: password is incorrect, or there is no user with such name⟧
agent: ⟦MirrorMaker 2 replicated topic onprem.trips.raw⟧ ⟦offset lag 0⟧ ⟦checkpoint every 60 s⟧
agent: ⟦ksqlDB server 0.29.0 started⟧ ⟦listeners http://0.0.0.0:8088⟧
agent: $ git log --oneline -3\n⟦«h7» rotate kafka api secret (value in vault)⟧\n⟦«h7» add trips-s3-sink connector⟧
agent: $ rg -n password connectors/\n⟦connectors/ops-source.json:7:  "connection.password": "${file:/opt/secrets/ops.properties:password}",⟧
agent: ⟦HTTP 200 GET /v1/connectors/lumbar_assigning/state⟧ ⟦{"sync_state":"syncing","update_state":"on_schedule"}⟧
agent: ⟦HTTP 201 POST /api/2.0/token-management/on-behalf-of/tokens⟧ ⟦token_id «h64»⟧ ⟦(token_value omitted by the tool)⟧
agent: ⟦Confluent Cloud API key CMX3QJDY6PZ2W7LT⟧ ⟦owner sa-r9x2m1⟧ ⟦(secret not retrievable after creation)⟧
agent: ⟦spark event log app-20261207192201-0004⟧ ⟦42 jobs⟧ ⟦eventlog size 88 MB⟧
"""

PUBLIC = r"""
public: ⟦Google Maps JavaScript API loaded with a browser key restricted to *.souk.io⟧ ⟦(public by design)⟧
public: ⟦map.ir public style id «l8»⟧ ⟦tiles.map.ir⟧
public: ⟦Moovit partner_id souk-transit⟧ ⟦deep link moovit://directions?dest_lat=25.2&dest_lon=55.3⟧
public: ⟦SSH host key fingerprint SHA256:«b64_43»⟧ ⟦ED25519⟧ for ⟦bastion.data⟧
public: ⟦age public key age1«l58»⟧ ⟦recipient for backups⟧
public: ⟦JWKS kid «h16»⟧ ⟦alg RS256⟧ ⟦use sig⟧
public: ⟦Snowflake RSA_PUBLIC_KEY_FP=SHA256:«b64_43»⟧ for user ⟦LOADER⟧
public: ⟦AWS access key id AKIA«U16»⟧ ⟦(the id, not the secret)⟧ ⟦user s3-exporter⟧
public: ⟦Confluent Cloud API key id «U16»⟧ ⟦resource lkc-«l5»⟧
public: ⟦Databricks token_id «h64»⟧ ⟦comment airbyte-sync⟧ ⟦expires 2027-01-06⟧
public: ⟦Fivetran connector id lumbar_assigning⟧ ⟦group id «l8»_«l9»⟧
public: ⟦Airbyte workspace id «uuid»⟧ ⟦client-id «uuid»⟧ ⟦(the id, not the secret)⟧
public: ⟦commit «h40»⟧ ⟦rotate tile38 password (value in vault)⟧
public: ⟦sha256:«h64»⟧ ⟦image airbyte/worker:1.4.1⟧
public: ⟦file api_keys_rotation_runbook.md⟧ ⟦updated by ops⟧
public: ⟦secrets/README.md⟧ ⟦explains where passwords live⟧ ⟦no values⟧
public: ⟦token_count: 88,120⟧ ⟦prompt_tokens 81,004⟧ ⟦completion_tokens 7,116⟧
public: ⟦KeyError: 'user_42'⟧ ⟦key not found in riders table⟧
public: ⟦key not found: trips/2026/12/07/part-«d5».parquet⟧ ⟦bucket trips-archive⟧
public: ⟦password_reset_requested_at 2026-12-07T19:02:11Z⟧ ⟦user «d7»⟧
public: ⟦passwordless login link sent to rider «d8»⟧ ⟦expires in 15 min⟧
public: ⟦pin_verified: true⟧ ⟦card «d4» (last four)⟧
public: ⟦secret_name: kafka-api-secret⟧ ⟦version 7⟧ ⟦created 2026-11-02⟧
public: ⟦Kafka record key «A24»⟧ ⟦partition 3⟧ ⟦offset «d8»⟧
public: ⟦self-hosted geocoder result id «A24»⟧ ⟦Souq Waqif⟧
public: ⟦idempotency-key «uuid»⟧ ⟦POST /v1/trips⟧ ⟦201 Created⟧
public: ⟦x-request-id «h32»⟧ ⟦x-trace-id «h32»⟧ ⟦latency 212 ms⟧
public: ⟦ETag "«h32»"⟧ ⟦Cache-Control max-age=300⟧
public: ⟦publishable key pk_live_«A24»⟧ ⟦(shipped in the rider app)⟧
public: ⟦Sygic app key dispatch-ios⟧ ⟦(the app key is an id; the app secret is elsewhere)⟧
"""

WORLD = r"""
world: ⟦تم تغيير كلمة السر تبعك⟧ ⟦(Levantine: your password was changed)⟧
world: ⟦بعتنالك رمز التحقق على رقمك⟧ ⟦(Levantine: we sent the code to your number)⟧
world: ⟦الرقم السري حقك انتهى، سوّ واحد جديد⟧ ⟦(Gulf: your PIN expired, make a new one)⟧
world: ⟦وش صار؟ الكود ما وصلني⟧ ⟦(Gulf: what happened? the code didn't arrive)⟧
world: ⟦الباسورد مالتك غلط، باقي محاولتين⟧ ⟦(Iraqi: your password is wrong, two tries left)⟧
world: ⟦هسه غيرت الرمز السري⟧ ⟦(Iraqi: I just changed the PIN)⟧
world: ⟦الباسورد بتاعك اتغير بنجاح⟧ ⟦(Sudanese: your password was changed)⟧
world: ⟦رمز التأكيد انتهت صلاحيته ذلحين⟧ ⟦(Yemeni: the confirmation code has now expired)⟧
world: ⟦el password taba3ak nta2a⟧ ⟦(Levantine Arabizi: your password expired)⟧
world: ⟦ma wsalni el code, ib3atli wa7ad jdeed⟧ ⟦(Arabizi: the code didn't come, send a new one)⟧
world: ⟦shino el mushkila? el PIN ma ishtaghal⟧ ⟦(Iraqi Arabizi: the PIN didn't work)⟧
world: ⟦رمزت عوض شد⟧ ⟦(Persian: your password was changed)⟧
world: ⟦کد تأیید برات فرستادیم⟧ ⟦(Persian: we sent you a verification code)⟧
world: ⟦رمز پویا منقضی شد، دوباره درخواست بده⟧ ⟦(Persian: the dynamic password expired, request again)⟧
world: ⟦رمز دوم کارتت رو به هیچ‌کس نگو⟧ ⟦(Persian: never tell anyone your card's second password)⟧
world: ⟦ramzet eshtebah bood, 2 bar dige⟧ ⟦(Finglish: your password was wrong, 2 more tries)⟧
world: ⟦code taeed nayumad⟧ ⟦(Finglish: the verification code didn't come)⟧
world: ⟦تئی پاسورڈ بدل بوت⟧ ⟦(Balochi, remembered: your password was changed)⟧
world: ⟦Aapka password kamyabi se badal diya gaya hai⟧ ⟦(romanized Urdu)⟧
world: ⟦OTP expire ho gaya, naya OTP mangwayein⟧ ⟦(romanized Urdu)⟧
world: ⟦PIN teen dafa galat dala, card block ho gaya⟧ ⟦(romanized Urdu)⟧
world: ⟦recovery codes 8 baqi hain⟧ ⟦(romanized Urdu: 8 recovery codes left)⟧
world: ⟦تبقى 7 رموز استرداد⟧ ⟦(Arabic: 7 recovery codes remain)⟧
world: ⟦مفتاح الـAPI انلغى⟧ ⟦(Levantine: the API key was revoked)⟧
world: ⟦التوكن مالك انتهى، سجّل دخول من جديد⟧ ⟦(Gulf: your token expired, sign in again)⟧
world: ⟦توکن منقضی شده؛ دوباره وارد شوید⟧ ⟦(Persian: token expired; sign in again)⟧
world: ⟦عبارة المرور لازم تكون 12 كلمة⟧ ⟦(Arabic: the passphrase must be 12 words)⟧
world: ⟦كلمة السر لازم تكون 8 حروف على الأقل⟧ ⟦(Arabic: password must be at least 8 characters)⟧
world: ⟦password reset ka link bhej diya hai⟧ ⟦(romanized Urdu)⟧
world: ⟦la t3ate el code la 7ada⟧ ⟦(Arabizi: don't give the code to anyone)⟧
"""

VENDOR_IDS = r"""
vendor: ⟦Lyft ride id «d19»⟧ ⟦ride_type lyft_plus⟧ ⟦status droppedOff⟧
vendor: ⟦Lyft Client ID Qm7dXv2Lk9pA⟧ ⟦(the id, not the secret)⟧
vendor: ⟦Transitland onestop_id f-«l3»-souktransit⟧ ⟦feed version «h40»⟧
vendor: ⟦Rome2rio route «d6»⟧ ⟦Amman → Aqaba by bus, 4 h⟧
vendor: ⟦HyperTrack device_id «uuid»⟧ ⟦trip_id «uuid»⟧ ⟦status active⟧
vendor: ⟦HyperTrack AccountId «A26»⟧ ⟦(the account id, not the SecretKey)⟧
vendor: ⟦Tile38 fleet truck«d3»⟧ ⟦point 25.2048 55.2708⟧ ⟦fence enter⟧
vendor: ⟦Unwired Labs balance 4,812 requests⟧ ⟦status ok⟧ ⟦accuracy 412 m⟧
vendor: ⟦Combain request id 12345678⟧ ⟦accuracy 35 m⟧
vendor: ⟦IndoorAtlas venue «uuid»⟧ ⟦floor plan «uuid»⟧ ⟦floor 2⟧
vendor: ⟦Estimote App ID souk-beacons-7tq⟧ ⟦12 devices⟧ ⟦(the App ID is public; the App Token is not)⟧
vendor: ⟦Estimote device identifier «h32»⟧ ⟦attachment aisle: spices⟧
vendor: ⟦ParkWhiz location «d5»⟧ ⟦quote «d9»⟧ ⟦USD 18.00⟧
vendor: ⟦Cabify journey «h32»⟧ ⟦product executive⟧ ⟦state hire⟧
vendor: ⟦BlaBlaCar trip permanent_id «d10»-lyon-grenoble⟧ ⟦3 seats left⟧
vendor: ⟦Skyhook userID 40112⟧ ⟦(a user id, not the key)⟧
vendor: ⟦Map.ir request_id «d9»⟧ ⟦address_compact: تهران، خیابان ولیعصر⟧
vendor: ⟦TollGuru route «h24»⟧ ⟦tag cost AED 8⟧ ⟦2 toll plazas⟧
vendor: ⟦Swiftly agency amman-brt⟧ ⟦route «d3»⟧ ⟦prediction 4 min⟧
vendor: ⟦Getaround car «d6»⟧ ⟦rental «d8»⟧ ⟦checkin done⟧
vendor: ⟦Karhoo trip «uuid»⟧ ⟦fleet gulfcabs⟧ ⟦quote AED 95⟧
vendor: ⟦Mozio search «h32»⟧ ⟦result «d5»⟧ ⟦Sedan, 2 passengers⟧
vendor: ⟦Careem booking «d10»⟧ ⟦captain «d7»⟧ ⟦Go+⟧
vendor: ⟦Salik tag «d10»⟧ ⟦plate Dubai P «d5»⟧ ⟦trip AED 4⟧
vendor: ⟦Mawaqif parking ticket «d12»⟧ ⟦zone «d3»⟧ ⟦paid by SMS⟧
vendor: ⟦Masabi Justride ticket «U12»⟧ ⟦product day pass⟧ ⟦activated⟧
vendor: ⟦Token Transit agency mwasalat-muscat⟧ ⟦pass «d8»⟧
vendor: ⟦PayByPhone location number «d5»⟧ ⟦session «d10»⟧
vendor: ⟦Zipcar reservation «d9»⟧ ⟦vehicle «U2»«d4»⟧
vendor: ⟦Vulog fleet UDRIVE-AEDXB⟧ ⟦vehicle «uuid»⟧ ⟦battery 81%⟧
"""
