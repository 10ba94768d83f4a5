r"""Innocent set 46: coding-agent output with no secret, public ids beside credential words,
set 46's languages and public ids of set 46's vendors.

``AGENT``: the tool shapes set 46's secrets used, holding nothing secret: the Databricks
Assistant's cells (``DataFrame.show()`` grids, ``SparkConf`` pairs, ``DAGScheduler`` lines),
the Positron Assistant's R console (tibbles, ``data.table``), Julius AI's pandas reprs and
tracebacks, Noteable's jupysql grids and papermill logs, Hex Magic's ``dbt run``,
``sqlmesh plan`` and ``airflow tasks test`` output, mycli ``\G`` rows, litecli and harlequin,
and single results from Kedro, dlt, Livy, Great Expectations, sqlfluff, Datasette, ``bq``,
KNIME, Glue, Dataproc, SageMaker, Evidence, Gradio, jupytext, nbdime, Quarto and knitr, and
HTTP tool responses listing keys by id, name and prefix only. ``PUBLIC``: values public by
design beside credential words (key ids, fingerprints, digests, public keys, certificate
serials, build, trace and span ids). ``WORLD``: set 46's words for recovery codes,
passphrases, PINs, passwords, API keys and tokens next to counts, dates and policies, holding
no value. ``VENDOR_IDS``: public ids of set 46's vendors (client ids, workspace ids, site ids,
device ids, order ids).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦Databricks Assistant ran cell 4⟧ ⟦spark.table("ops.partners").count()⟧\n⟦Out[4]: 1204⟧
agent: ⟦|partner|region|⟧\n⟦|lumen  |eu-west|⟧ ⟦only showing top 1 row⟧
agent: ⟦('spark.app.name', 'Databricks Shell')⟧, ⟦('spark.sql.shuffle.partitions', '200')⟧
agent: ⟦26/12/06 15:44:02 INFO DAGScheduler: Job 12 finished: count at <console>:3, took 0.412 s⟧
agent: ⟦Positron Assistant ran in R console⟧ ⟦# A tibble: 1,204 × 3⟧ ⟦partner region active⟧
agent: ⟦> fread("audit.csv")[, .N, by = service]⟧\n⟦   service  N⟧\n⟦1:    pins 14⟧
agent: ⟦Julius ran code⟧ ⟦>>> df.shape⟧\n⟦(1204, 7)⟧
agent: ⟦>>> df.dtypes["password_changed_at"]⟧\n⟦dtype('<M8[ns]')⟧
agent: ⟦OperationalError⟧ ⟦Cell In[14], line 1⟧ ⟦(2003, "Can't connect to MySQL server on '10.0.4.12' (timed out)")⟧
agent: ⟦Noteable cell [7] %%sql SELECT count(*) FROM integrations⟧ ⟦| count |⟧ ⟦| 31 |⟧
agent: ⟦Parameters: {'region': 'eu', 'run_date': '2026-12-06'}⟧ ⟦Executing notebook with kernel: python3⟧
agent: ⟦Hex Magic ran: dbt run --select staging⟧\n⟦15:44:25  Completed successfully⟧ ⟦Done. PASS=14 WARN=0 ERROR=0 SKIP=0 TOTAL=14⟧
agent: ⟦Hex Magic ran: sqlmesh plan dev⟧ ⟦Models needing backfill: staging.orders: [2026-12-01 - 2026-12-05]⟧
agent: ⟦Hex Magic ran: airflow tasks test export_daily upload 2026-12-06⟧ ⟦Marking task as SUCCESS⟧
agent: ⟦***************************[ 1. row ]***************************⟧\n⟦id            | 3⟧\n⟦name          | courier⟧\n⟦secret_set_at | 2026-10-02⟧
agent: ⟦app.db> select provider, scopes from oauth_tokens limit 1;⟧ ⟦| dropbox | files.content.read |⟧
agent: ⟦harlequin.toml⟧ ⟦default_profile = "wh"⟧ ⟦adapter = "postgres"⟧ ⟦password = env:WH_PASSWORD⟧
agent: ⟦[12/06/26 15:44:40] INFO     Loading data from 'orders' (SQLTableDataset)...⟧ ⟦Completed 9 out of 9 tasks⟧
agent: ⟦Pipeline github_pipeline load step completed in 2.41 seconds⟧ ⟦1 load package(s) were loaded to destination duckdb⟧
agent: ⟦{"id":12,"state":"idle","kind":"pyspark"}⟧ ⟦GET /sessions/12⟧
agent: ⟦Great Expectations⟧ ⟦checkpoint 'orders' passed 18 of 18 expectations⟧
agent: ⟦sqlfluff lint models/stg_payments.sql⟧ ⟦L:  12 | P:  27 | LT01 | Expected single whitespace between 'api_key_id' and '='.⟧
agent: ⟦GET http://127.0.0.1:8001/app/sessions.json?_shape=array&_size=1⟧ ⟦[{"rowid": 1, "user_id": 7, "expires": "2026-12-13"}]⟧
agent: ⟦bq query⟧ ⟦Waiting on bqjob_r1a2b3c4_0000018d (0s) Current status: DONE⟧
agent: ⟦KNIME-Worker-3 : DB Connector : 3:12 : Execute finished⟧ ⟦(jdbc:sqlserver://sql01;databaseName=stock)⟧
agent: ⟦glue.ProcessLauncher: Launching with args: --JOB_NAME=export_partners --TempDir=s3://acme-glue-tmp/⟧
agent: ⟦gcloud dataproc jobs submit pyspark etl.py --cluster=etl⟧ ⟦Job [b7e1a2] finished successfully.⟧
agent: ⟦aws sagemaker describe-processing-job⟧ ⟦"ProcessingJobStatus": "Completed"⟧
agent: ⟦npm run sources⟧ ⟦[sources] ✓ warehouse: 14 queries, 2.1 MB⟧
agent: ⟦Running on local URL:  http://127.0.0.1:7860⟧ ⟦auth enabled for 1 user⟧
agent: ⟦jupytext --to py:percent explore.ipynb⟧ ⟦[jupytext] Writing explore.py⟧
agent: ⟦nbdiff analysis.ipynb⟧ ⟦## modified /cells/3/source:⟧ ⟦-  df.head()⟧ ⟦+  df.head(10)⟧
agent: ⟦quarto render report.qmd⟧ ⟦Output created: report.html⟧
agent: ⟦rsconnect deploy⟧ ⟦Deployment completed successfully.⟧ ⟦Dashboard content URL: https://connect.acme.io/connect/#/apps/«uuid»⟧
agent: ⟦HTTP 200 GET /api/2.0/token/list⟧ ⟦{"token_infos":[{"token_id":"«h32»","comment":"notebook-agent","expiry_time":-1}]}⟧
agent: ⟦HTTP 200 GET /-/tokens⟧ ⟦{"tokens": [{"id": "«d6»", "prefix": "dstok_", "created": "2026-12-06"}]}⟧
agent: ⟦HTTP 200 GET /api/v1/tokens⟧ ⟦[{"id":"«h8»","name":"ci","scope":"workspace","last_used":"2026-12-05"}]⟧
agent: ⟦[Voila] Voilà is running at: http://127.0.0.1:8866/⟧ ⟦dashboard.ipynb trusted⟧
agent: ⟦Pluto cell 7⟧ ⟦haskey(ENV, "SNOWPIPE_KEY")⟧ ⟦true⟧
agent: ⟦pandera⟧ ⟦Column 'partner_key_id' passed 4 checks⟧ ⟦1,204 rows validated⟧
agent: ⟦soda scan -d warehouse⟧ ⟦Scan summary: 18/18 checks PASSED⟧
agent: ⟦edr monitor⟧ ⟦Sent 2 alerts to #data-alerts⟧ ⟦(slack token from SLACK_TOKEN)⟧
agent: ⟦Metaflow 2.12.8 executing TrainFlow⟧ ⟦[1733499971/end/4] Task finished successfully.⟧
agent: ⟦feast apply⟧ ⟦Deploying infrastructure for driver_hourly_stats⟧
agent: ⟦distributed.worker - INFO - Starting Worker⟧ ⟦Dashboard at: 127.0.0.1:8787⟧
agent: ⟦SparkSession.builder.remote("sc://spark.acme.io:443/;use_ssl=true")⟧ ⟦session id «uuid»⟧
agent: ⟦load_catalog("rest", uri="https://catalog.acme.io")⟧ ⟦namespaces: ['raw', 'staging']⟧
agent: ⟦$ airflow variables list⟧\n⟦key⟧\n⟦partner_api_key⟧ ⟦region⟧
agent: ⟦$ rg -n 'token' conf/⟧ ⟦conf/base/catalog.yml:22:      token: ${oc.env:GITHUB_TOKEN}⟧
agent: ⟦$ git diff -- dbt_project.yml⟧ ⟦-  geocoder_key: ''⟧ ⟦+  geocoder_key: "{{ env_var('GEOCODER_KEY') }}"⟧
"""

PUBLIC = r"""
public: ⟦Flatfile publishable key pk_«l32»⟧ ⟦(publishable keys ship in client code)⟧
public: ⟦Brandfetch client ID «A20»⟧ ⟦(a public identifier, fine in HTML)⟧
public: ⟦Fonoster workspace accessKeyId WO«H32»⟧ ⟦(identifies the workspace)⟧
public: ⟦Fonoster API key id AP«l32»⟧ ⟦the secret is shown once and not stored here⟧
public: ⟦Husqvarna application key «uuid»⟧ ⟦(sent as X-Api-Key with a bearer token)⟧
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43» ops@farmbot⟧ ⟦(public key)⟧
public: ⟦SHA256:«b64_43»⟧ ⟦key fingerprint of the deploy key⟧
public: ⟦sha256:«h64»⟧ ⟦image digest of pdp-v2:latest⟧
public: ⟦certificate serial «H32»⟧ ⟦issuer R11⟧ ⟦valid to 2027-03-01⟧
public: ⟦trace id «h32»⟧ ⟦span id «h16»⟧ ⟦service hertzbeat-collector⟧
public: ⟦build id «d8»⟧ ⟦commit «h40»⟧ ⟦pipeline deployhq-web⟧
public: ⟦Databricks token_id «h32»⟧ ⟦(an id, not the token)⟧
public: ⟦JWKS kid «A22»⟧ ⟦alg RS256⟧ ⟦use sig⟧
public: ⟦GPG key id «H16»⟧ ⟦fingerprint «H40»⟧ ⟦(release signing key)⟧
public: ⟦password hash algorithm argon2id⟧ ⟦m=65536,t=3,p=4⟧
public: ⟦webhook id «uuid»⟧ ⟦signing secret: set (rotated 2026-11-02)⟧
public: ⟦API key prefix flb_live_⟧ ⟦last four 8Kq2⟧ ⟦created 2026-11-30⟧
public: ⟦Permit.io environment id «h32»⟧ ⟦project «l8»⟧
public: ⟦Neynar signer uuid «uuid»⟧ ⟦status approved⟧
public: ⟦Datafold CI config id 812⟧ ⟦PR 204⟧ ⟦diff id «d5»⟧
public: ⟦NameSilo order id «d8»⟧ ⟦domain acme.io⟧ ⟦reply code 300 success⟧
public: ⟦request id «uuid»⟧ ⟦x-api-key header missing⟧ ⟦(no value sent)⟧
public: ⟦md5 of the upload «h32»⟧ ⟦size 48,211 bytes⟧
public: ⟦git blob «h40»⟧ ⟦path .env.example⟧ ⟦(placeholders only)⟧
public: ⟦OpenPGP public key block⟧ ⟦-----BEGIN PGP PUBLIC KEY BLOCK-----⟧
public: ⟦Spark application id app-20261206154402-0012⟧ ⟦driver 10.0.4.7⟧
public: ⟦Airflow run id scheduled__2026-12-06T00:00:00+00:00⟧ ⟦try 1⟧
public: ⟦dbt invocation id «uuid»⟧ ⟦target prod⟧
public: ⟦Kedro session id «d8»T«d6».«d3»Z⟧ ⟦pipeline __default__⟧
public: ⟦Dask task key fetch-partner-«h4»⟧ ⟦worker tcp://10.0.4.9:38211⟧
public: ⟦Iceberg snapshot id «d18»⟧ ⟦manifest list snap-«d18»-1-«uuid».avro⟧
public: ⟦Metaflow run id «d10»⟧ ⟦step start⟧ ⟦task 1⟧
public: ⟦papermill job «l12»⟧ ⟦kernel python3⟧ ⟦duration 41.2 s⟧
"""

WORLD = r"""
world: ⟦Finnde suturo maa⟧ ⟦must have 12 characters⟧ ⟦(Pulaar: your secret word)⟧
world: ⟦I ka gundo kumaden⟧ ⟦was changed on 2026-11-30⟧ ⟦(Bambara)⟧
world: ⟦Sa baatu jàll⟧ ⟦expires in 30 days⟧ ⟦(Wolof)⟧
world: ⟦Wo ahintasɛm⟧ ⟦has been reset⟧ ⟦(Twi)⟧
world: ⟦Wò nya ɣaɣla⟧ ⟦needs one digit⟧ ⟦(Ewe)⟧
world: ⟦Xó nùglɔ̌ towe⟧ ⟦was used 3 times today⟧ ⟦(Fon)⟧
world: ⟦Kalmar sirri⟧ ⟦ba daidai ba, sauran ƙoƙari 2⟧ ⟦(Hausa: wrong password, 2 tries left)⟧
world: ⟦Okwuntughe gị⟧ ⟦agbanweela⟧ ⟦(Igbo: your password has changed)⟧
world: ⟦Fungola ya API⟧ ⟦ekosila 2027-01-01⟧ ⟦(Lingala: the API key expires)⟧
world: ⟦Mot de passe ti mo⟧ ⟦ayeke na lettre 12⟧ ⟦(Sango: 12 letters)⟧
world: ⟦Mpovo ya nsweki⟧ ⟦8 bisono⟧ ⟦(Kikongo: 8 characters)⟧
world: ⟦Yu paswɔd⟧ ⟦don chenj⟧ ⟦(Krio)⟧
world: ⟦Your access token⟧ ⟦go expire for 1 hour⟧ ⟦(Nigerian Pidgin)⟧
world: ⟦Ya secret PIN⟧ ⟦na 6 number⟧ ⟦(Cameroonian Pidgin)⟧
world: ⟦Nsanyi kood⟧ ⟦10 na wɔama wo⟧ ⟦(Fante: 10 recovery codes issued)⟧
world: ⟦F sõor-solgo⟧ ⟦tara sõor a 8⟧ ⟦(Mooré: PIN has 8 digits)⟧
world: ⟦A yɛltɔɣa sɔɣirili⟧ ⟦policy 14 characters⟧ ⟦(Dagbani)⟧
world: ⟦Ni tiira lamba⟧ ⟦3 kayandi⟧ ⟦(Zarma: 3 attempts)⟧
world: ⟦كلمة السر حقك⟧ ⟦تنتهي بعد 30 يوم⟧ ⟦(Chadian Arabic: expires in 30 days)⟧
world: ⟦كَلْمَرْ سِرِّ⟧ ⟦(Hausa Ajami)⟧ ⟦changed 2026-12-01⟧
world: ⟦𞤢𞤲𞤣𞤢𞤤 𞤧𞤵𞤼𞤵𞤪𞤮⟧ ⟦(Fula in Adlam)⟧ ⟦reset link sent⟧
world: ⟦ߜߎ߲߬ߘߏ ߞߎߡߊߘߋ߲⟧ ⟦(Bambara in N'Ko)⟧ ⟦12 characters minimum⟧
world: ⟦ꕉ ꕢꕌ ꗏꕊ⟧ ⟦(Vai)⟧ ⟦not shown again⟧
world: ⟦ꚠꚶꛉ ꛃꚳ⟧ ⟦(Bamum)⟧ ⟦locked after 5 tries⟧
world: ⟦Nomba nsolé⟧ ⟦6 digits⟧ ⟦(Ewondo)⟧
world: ⟦Mako ma bobe⟧ ⟦5 words⟧ ⟦(Duala: passphrase length)⟧
world: ⟦Dîyi dyà musokoko⟧ ⟦dishintulula 2026-12-06⟧ ⟦(Ciluba: changed)⟧
world: ⟦Kɔdɩ sɩɩ⟧ ⟦10 kɔdɩ⟧ ⟦(Bété: 10 codes)⟧
world: ⟦Bi ndɔli hinda⟧ ⟦(Mende)⟧ ⟦last changed 90 days ago⟧
world: ⟦Ni sanni tugante⟧ ⟦5 sanni⟧ ⟦(Songhay: 5 words)⟧
world: ⟦Kalma sirrəye⟧ ⟦(Kanuri)⟧ ⟦changed yesterday⟧
world: ⟦Ishember i ashe⟧ ⟦(Tiv)⟧ ⟦12 characters⟧
world: ⟦Nọmba ndịbe fo⟧ ⟦(Ibibio)⟧ ⟦6 digits⟧
world: ⟦Ɓɛ nɔmba lɔɔ⟧ ⟦(Kpelle)⟧ ⟦4 to 8 digits⟧
"""

VENDOR_IDS = r"""
vendor-ids: ⟦Fleetbase order ord_«A8»⟧ ⟦driver drv_«A8»⟧ ⟦status dispatched⟧
vendor-ids: ⟦Permit.io tenant default⟧ ⟦resource document⟧ ⟦role editor⟧
vendor-ids: ⟦Brandfetch brand id «A12»⟧ ⟦domain acme.io⟧
vendor-ids: ⟦Booqable company slug rentals-acme⟧ ⟦order «d4»⟧
vendor-ids: ⟦Docparser parser id «l12»⟧ ⟦document id «h32»⟧
vendor-ids: ⟦Flatfile space us_sp_«A8»⟧ ⟦workbook us_wb_«A8»⟧
vendor-ids: ⟦Farcaster fid «d6»⟧ ⟦cast hash 0x«h40»⟧
vendor-ids: ⟦Parseur mailbox id «d6»⟧ ⟦document «d8»⟧
vendor-ids: ⟦DeployHQ project permalink web⟧ ⟦deployment identifier «uuid»⟧
vendor-ids: ⟦Fonoster application ref «uuid»⟧ ⟦number +22670112233⟧
vendor-ids: ⟦NameSilo domain acme.io⟧ ⟦record id «h32»⟧
vendor-ids: ⟦LuaDNS zone id «d5»⟧ ⟦record id «d8»⟧
vendor-ids: ⟦HertzBeat monitor id «d12»⟧ ⟦app website⟧
vendor-ids: ⟦Datafold data source id «d4»⟧ ⟦diff «d6»⟧
vendor-ids: ⟦FarmBot device id «d5»⟧ ⟦point «d6»⟧ ⟦plant «l8»⟧
vendor-ids: ⟦Planyo site id «d5»⟧ ⟦reservation «d8»⟧
vendor-ids: ⟦Automower id «uuid»⟧ ⟦work area «d6»⟧
vendor-ids: ⟦Brightpearl account acmeretail⟧ ⟦order «d6»⟧ ⟦datacenter ws-eu1⟧
vendor-ids: ⟦Jumpseller login 8f2e41c0⟧ ⟦(the login key names the store)⟧ ⟦product «d7»⟧
vendor-ids: ⟦Frenet service code 04162⟧ ⟦carrier Correios⟧ ⟦CEP 04542051⟧
vendor-ids: ⟦Fundraise Up campaign «U8»⟧ ⟦donation «U8»⟧
vendor-ids: ⟦FreePBX extension 1005⟧ ⟦queue 400⟧ ⟦trunk sip-1⟧
vendor-ids: ⟦Formspark form id «A6»⟧ ⟦submissions 9⟧
vendor-ids: ⟦Pathao consignment DL«d6»«U4»⟧ ⟦store id «d5»⟧
vendor-ids: ⟦Jadlog shipment «d8»⟧ ⟦CTE «d12»⟧
vendor-ids: ⟦Billetto event «d6»⟧ ⟦organiser «d5»⟧
vendor-ids: ⟦Lindsay FieldNET pivot 4⟧ ⟦farm id 2210⟧
vendor-ids: ⟦Dinstar port 1⟧ ⟦IMEI 86«d13»⟧ ⟦(printed on the gateway)⟧
vendor-ids: ⟦Fishbowl part BRKT-22⟧ ⟦location A-03-2⟧
vendor-ids: ⟦Hiveage invoice INV-0412⟧ ⟦network acme⟧
vendor-ids: ⟦Fienta event «d4»⟧ ⟦organizer «d4»⟧ ⟦Tallinn⟧
vendor-ids: ⟦Flagright transaction T-«d5»⟧ ⟦rule R-«d3»⟧
"""
