r"""Held-out set 46: coding-agent tool results from notebook and data tools, as an agent's
tools return them.

Six three-step scenarios (each step a case) and single results, in tool shapes, tools and
files that were grepped for in every earlier ``_heldout_secrets*``, ``_heldout_families*``,
``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none
matched; Jupyter, ``Out[``, DataFrame, polars, marimo, Deepnote, Zeppelin, beeline, usql,
pgcli, nbconvert, Dagster, Prefect, Trino, duckdb, box-drawn grids, ``-[ RECORD``, Airflow,
Metabase, Superset, Redash, Meltano, Airbyte, psql, sqlcmd, cqlsh, mongosh, redis-cli,
``profiles.yml``, ``airflow.cfg``, ``credentials.yml``, ``secrets.toml``, ``spark-defaults``,
``spark.hadoop``, ``.databrickscfg``, Lightdash, Streamlit, ``.Renviron`` and
``Sys.getenv`` did and were dropped). Tool shapes, written as each tool prints its result
(remembered, not copied, so glyphs and padding may differ): the Databricks Assistant running
cells (a Spark ``DataFrame.show()`` grid, ``SparkConf`` pairs, a ``DAGScheduler`` driver log),
the Positron Assistant in an R console (a tibble, a ``data.table``, ``sessionInfo``-era
``rsconnect`` output), Julius AI's Python cells (pandas reprs, ``to_dict``, an
``IPython`` traceback), Noteable's jupysql ``%%sql`` grids and papermill logs, Hex Magic
running ``dbt run``, ``sqlmesh plan`` and ``airflow tasks test``, and an agent in mycli
(``\G`` rows), litecli and harlequin. Single results: Kedro, dlt, Livy, Great Expectations,
sqlfluff, Datasette, ``bq query``, KNIME, Glue, Dataproc, SageMaker, Evidence, Gradio,
``jupytext``, ``nbdime``, ``quarto render``, Posit Connect and ``knitr``, and HTTP tool
responses minting credentials; and Voilà, Pluto.jl, Pandera, ``soda scan``, Elementary,
Hamilton, Metaflow, Feast, Dask, Spark Connect, sparklyr and pyiceberg (grepped, none
matched). Files no earlier set read: ``livy.conf``,
``great_expectations.yml``, ``.bigqueryrc``, ``.myclirc``, ``harlequin.toml``, Kedro's
``conf/local/credentials.yml`` stays out (``credentials.yml`` matched) in favour of its
``catalog.yml``, ``.dlt/config.toml``, ``dbt_project.yml`` vars and ``sqlmesh``'s
``config.yaml``.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 databricks show ¦ scenario 1 step 1: the Databricks Assistant running a cell, a Spark DataFrame.show() grid with a key column ¦ {A32} ¦ Databricks Assistant ran cell 4:\n  spark.table("ops.partner_keys").show(truncate=False)\n+-------+--------------------------------+\n|partner|api_key                         |\n+-------+--------------------------------+\n|lumen  |{t}|\n+-------+--------------------------------+
s1 databricks sparkconf ¦ scenario 1 step 2: the Databricks Assistant printing SparkConf pairs ¦ {A40} ¦ Databricks Assistant ran cell 5:\n  sc.getConf().getAll()\nOut[5]: [('spark.app.name', 'Databricks Shell'), ('spark.databricks.clusterUsageTags.clusterName', 'etl-shared'), ('spark.executorEnv.WAREHOUSE_TOKEN', '{t}')]
s1 databricks dagscheduler ¦ scenario 1 step 3: the Databricks Assistant reading the driver log (DAGScheduler lines) ¦ {p} ¦ Databricks Assistant read driver log (last 3 lines):\n26/12/06 15:44:02 INFO DAGScheduler: Submitting ResultStage 12 (MapPartitionsRDD[48] at jdbc at <console>:3)\n26/12/06 15:44:02 INFO JDBCRelation: url=jdbc:postgresql://warehouse:5432/ops?user=etl&password={t}\n26/12/06 15:44:03 ERROR Executor: Exception in task 0.0 in stage 12.0
s2 positron tibble ¦ scenario 2 step 1: the Positron Assistant running R, a tibble printed with a token column ¦ {A40} ¦ Positron Assistant ran in R console:\n> read_csv("partners.csv")\n# A tibble: 1 × 3\n  partner token                                    active\n  <chr>   <chr>                                    <lgl> \n1 harvest {t} TRUE
s2 positron datatable ¦ scenario 2 step 2: the Positron Assistant, a data.table print ¦ {h40} ¦ Positron Assistant ran in R console:\n> fread("secrets_audit.csv")[service == "pins"]\n   service                                    secret  rotated\n1:    pins {t} 2026-10-02
s2 positron rsconnect ¦ scenario 2 step 3: the Positron Assistant, rsconnect's account listing after setAccountInfo ¦ {b40} ¦ Positron Assistant ran in R console:\n> rsconnect::setAccountInfo(name = "acme", token = "8C1E4A0F2D7B93E6", secret = "{t}")\nError: HTTP 401\nPOST https://api.shinyapps.io/v1/applications/
s3 julius repr ¦ scenario 3 step 1: Julius AI running Python, a pandas DataFrame repr ¦ {A36} ¦ Julius ran code:\n>>> df[df.vendor == "brightline"]\n       vendor                               api_secret  quota\n12  brightline  {t}   5000
s3 julius to dict ¦ scenario 3 step 2: Julius AI, df.to_dict('records') ¦ {p} ¦ Julius ran code:\n>>> df.head(1).to_dict("records")\n[{'host': 'db-reporting', 'user': 'julius_ro', 'password': '{t}', 'port': 5432}]
s3 julius traceback ¦ scenario 3 step 3: Julius AI, an IPython traceback from a connect call ¦ {p} ¦ Julius ran code and got an error:\n---------------------------------------------------------------------------\nOperationalError                          Traceback (most recent call last)\nCell In[14], line 1\n----> 1 engine = create_engine("mysql+pymysql://julius:{t}@10.0.4.12/sales")\nOperationalError: (1045, "Access denied for user 'julius'@'10.0.4.7'")
s4 noteable jupysql ¦ scenario 4 step 1: Noteable running a jupysql %%sql cell, its result grid ¦ {h48} ¦ Noteable cell [7] %%sql SELECT name, webhook_secret FROM integrations LIMIT 1\nRunning query in 'postgresql://analyst@warehouse/app'\n1 rows affected.\n+---------+--------------------------------------------------+\n|   name  |                  webhook_secret                  |\n+---------+--------------------------------------------------+\n| billing | {t} |\n+---------+--------------------------------------------------+
s4 noteable papermill ¦ scenario 4 step 2: Noteable's papermill run log echoing parameters ¦ {A40} ¦ Noteable: papermill run finished with errors\nInput Notebook:  reports/daily.ipynb\nOutput Notebook: out/daily-2026-12-06.ipynb\nParameters: {'region': 'eu', 'dw_token': '{t}'}\nExecuting notebook with kernel: python3\nPapermillExecutionError: Exception encountered at "In [3]"
s4 noteable kernel env ¦ scenario 4 step 3: Noteable, %env inside the kernel ¦ {u43} ¦ Noteable cell [9] %env LOOKER_CLIENT_SECRET\n'{t}'
s5 hexmagic dbt ¦ scenario 5 step 1: Hex Magic running dbt run, a connection error with the profile target ¦ {p} ¦ Hex Magic ran: dbt run --select staging\n15:44:21  Running with dbt=1.8.7\n15:44:22  Encountered an error:\nDatabase Error\n  connection to server at "warehouse.acme.io", port 5432 failed: FATAL:  password authentication failed for user "dbt_hex" (password: {t})
s5 hexmagic sqlmesh ¦ scenario 5 step 2: Hex Magic running sqlmesh plan, its config.yaml gateway echoed ¦ {p} ¦ Hex Magic ran: sqlmesh plan dev\nError: Failed to connect to gateway 'prod':\n  type: postgres\n  host: warehouse.acme.io\n  user: sqlmesh\n  password: {t}
s5 hexmagic airflow ¦ scenario 5 step 3: Hex Magic running airflow tasks test, an AIRFLOW_CONN URI in the log ¦ {p} ¦ Hex Magic ran: airflow tasks test export_daily upload 2026-12-06\n[2026-12-06T15:44:30.118+0000] {base.py:84} INFO - Retrieving connection 'sftp_partner'\n[2026-12-06T15:44:30.120+0000] {taskinstance.py:2905} ERROR - AIRFLOW_CONN_SFTP_PARTNER=sftp://export:{t}@sftp.partner.example:22 rejected
s6 mycli g ¦ scenario 6 step 1: an agent in mycli with a \G row ¦ {h40} ¦ mysql ops@db:shop> SELECT * FROM api_clients WHERE id=3\G\n***************************[ 1. row ]***************************\nid            | 3\nname          | courier\nclient_secret | {t}\n1 row in set
s6 litecli ¦ scenario 6 step 2: an agent in litecli, its table output ¦ {A32} ¦ app.db> select provider, refresh_token from oauth_tokens limit 1;\n+----------+----------------------------------+\n| provider | refresh_token                    |\n+----------+----------------------------------+\n| dropbox  | {t} |\n+----------+----------------------------------+\n1 row in set\nTime: 0.004s
s6 harlequin ¦ scenario 6 step 3: an agent reading harlequin.toml ¦ {p} ¦ $ cat ~/.config/harlequin/harlequin.toml\ndefault_profile = "wh"\n[profiles.wh]\nadapter = "postgres"\nhost = "warehouse.acme.io"\nuser = "analyst"\npassword = "{t}"
"""

SINGLES = r"""
kedro catalog ¦ a Kedro run log loading a catalog.yml dataset with inline credentials ¦ {p} ¦ [12/06/26 15:44:40] INFO     Loading data from 'orders' (SQLTableDataset)...\nDatasetError: Failed while loading data from dataset SQLTableDataset(credentials={'con': 'postgresql://kedro:{t}@warehouse/shop'}, table_name=orders).
dlt config ¦ a dlt pipeline run failing on a value from .dlt/config.toml ¦ {A40} ¦ $ python github_pipeline.py\nPipelineStepFailed: Pipeline execution failed at stage extract\n  sources.github.access_token = "{t}" was rejected: 401 Bad credentials
livy conf ¦ a file read of livy.conf with a keystore password ¦ {p} ¦ $ grep -n keystore /etc/livy/conf/livy.conf\n41:livy.keystore = /etc/livy/keystore.jks\n42:livy.keystore.password = {t}
livy session ¦ a Livy session's log returned by GET /sessions/12/log ¦ {A40} ¦ {"id":12,"from":0,"total":3,"log":["stdout: ","26/12/06 15:44:48 INFO SparkContext: Running Spark version 3.5.1","26/12/06 15:44:49 WARN SparkConf: spark.hadoop.fs.azure.account.key.acmelake.dfs.core.windows.net={t}"]}
great expectations ¦ a file read of great_expectations.yml with a datasource connection string ¦ {p} ¦ datasources:\n  warehouse:\n    class_name: Datasource\n    execution_engine:\n      class_name: SqlAlchemyExecutionEngine\n      connection_string: postgresql+psycopg2://ge:{t}@warehouse:5432/analytics
sqlfluff ¦ sqlfluff lint quoting a templated line that held a key ¦ {A32} ¦ $ sqlfluff lint models/stg_payments.sql\n== [models/stg_payments.sql] FAIL\nL:  12 | P:  27 | LT01 | Expected single whitespace between 'api_key' and '='.\n    where api_key  = '{t}'
datasette ¦ Datasette's JSON for a table that held tokens ¦ {h40} ¦ GET http://127.0.0.1:8001/app/sessions.json?_shape=array&_size=1\n[{"rowid": 1, "user_id": 7, "token": "{t}", "expires": "2026-12-13"}]
bigqueryrc ¦ a file read of ~/.bigqueryrc with a credential file flag and an inline key ¦ {b60} ¦ $ cat ~/.bigqueryrc\ncredential_file = /home/dev/.config/gcloud/bq.json\n[query]\n--use_legacy_sql=false\n--parameter=partner_key:STRING:{t}
bq query ¦ bq query's result table printing a secret bare ¦ {A28} ¦ $ bq query --nouse_legacy_sql 'SELECT vendor, key FROM ops.vendor_keys LIMIT 1'\n+--------+------------------------------+\n| vendor |             key              |\n+--------+------------------------------+\n| relay  | {t}   |\n+--------+------------------------------+
myclirc ¦ a file read of ~/.myclirc's favorite queries and alias_dsn ¦ {p} ¦ [alias_dsn]\nreporting = mysql://report:{t}@db-reporting:3306/sales\n[favorite_queries]\nlast_orders = SELECT * FROM orders ORDER BY id DESC LIMIT 10
knime ¦ KNIME's knime.log line from a Database Connector node ¦ {p} ¦ 2026-12-06 15:45:02,118 : ERROR : KNIME-Worker-3 : DB Connector : 3:12 : Execute failed: Could not create connection to database: jdbc:sqlserver://sql01;user=knime;password={t}
glue job ¦ a Glue job's driver log echoing its --arguments ¦ {A40} ¦ 2026-12-06 15:45:07,331 INFO [main] glue.ProcessLauncher: Launching with args: --JOB_NAME=export_partners --TempDir=s3://acme-glue-tmp/ --partner_api_token={t}
dataproc ¦ gcloud dataproc jobs submit echoing a job property ¦ {A40} ¦ $ gcloud dataproc jobs submit pyspark etl.py --cluster=etl --properties=spark.executorEnv.CRM_TOKEN={t}\nERROR: (gcloud.dataproc.jobs.submit.pyspark) Job [b7e1a2] failed
sagemaker ¦ a SageMaker processing job description with an environment secret ¦ {A40} ¦ $ aws sagemaker describe-processing-job --processing-job-name churn-features --query Environment\n{\n    "FEATURE_STORE_TOKEN": "{t}",\n    "REGION": "eu-west-1"\n}
evidence ¦ npm run sources for an Evidence project failing on its connection.yaml ¦ {p} ¦ $ npm run sources\n[sources] ✗ warehouse: password authentication failed\n  sources/warehouse/connection.yaml: options.password = {t}
gradio ¦ a Gradio app's startup traceback with an auth tuple ¦ {p} ¦ Traceback (most recent call last):\n  File "/srv/demo/app.py", line 41, in <module>\n    demo.launch(auth=("reviewer", "{t}"), server_port=7860)\nOSError: Cannot find empty port in range: 7860-7860.
jupytext ¦ jupytext --to py printing a cell that set a token ¦ {A40} ¦ $ jupytext --to py:percent explore.ipynb -o -\n# %%\nimport os\nos.environ["FEATUREFORM_TOKEN"] = "{t}"
nbdime ¦ nbdime diff showing an output cell that printed a key ¦ {h32} ¦ $ nbdiff analysis.ipynb\n## modified /cells/3/outputs/0/text:\n-  ok\n+  using key {t}
quarto ¦ quarto render failing in a chunk that read a password ¦ {p} ¦ $ quarto render report.qmd\nprocessing file: report.qmd\nQuitting from lines 12-15 [setup] (report.qmd)\nError: Access denied for user 'rpt'@'%' (password '{t}')
posit connect ¦ rsconnect deploy with an API key in the server list ¦ {A32} ¦ $ rsconnect add --server https://connect.acme.io --name acme --api-key {t}\nError: 401 Unauthorized (api key is invalid)
knitr ¦ knitr's chunk echo in a rendered HTML report ¦ {p} ¦ ## con <- dbConnect(RPostgres::Postgres(), host = "warehouse", user = "knit", password = "{t}")\n## Error: connection to server failed
"""

EXTRA = r"""
dbt project vars ¦ git diff of dbt_project.yml adding a var with a real key ¦ {A40} ¦ $ git diff -- dbt_project.yml\n vars:\n-  geocoder_key: ''\n+  geocoder_key: '{t}'
kedro rg ¦ ripgrep over a Kedro project's conf for a token ¦ {A36} ¦ $ rg -n 'token' conf/\nconf/base/catalog.yml:22:      token: {t}
spark ag ¦ ag over spark conf for a secret ¦ {A40} ¦ $ ag 'secret' /opt/spark/conf/\n/opt/spark/conf/log4j2.properties.bak\n9:# spark.ssl.keyStorePassword={t}
datasette mint ¦ an HTTP tool response minting a Datasette API token ¦ dstok_{u40} ¦ HTTP 200 POST /-/create-token\n{"token": "{t}", "expires_after": 3600}
databricks mint ¦ an HTTP tool response creating a Databricks personal access token ¦ dapi{h32} ¦ HTTP 200 POST /api/2.0/token/create\n{"token_value":"{t}","token_info":{"token_id":"5715498424f15ee0213be729257b53fc","comment":"notebook-agent"}}
hex mint ¦ an HTTP tool response minting a Hex API token ¦ hxtw_{A40} ¦ HTTP 201 POST /api/v1/tokens\n{"id":"c1f2a7e0","token":"{t}","scope":"workspace"}
voila ¦ voila's server log rendering a notebook that printed a key ¦ {A40} ¦ [Voila] WARNING | Notebook dashboard.ipynb is not trusted\n[Voila] cell 2 stdout: using MAPBOX_TOKEN={t}
pluto ¦ a Pluto.jl notebook cell showing an ENV lookup ¦ {A36} ¦ Pluto cell 7:\nENV["SNOWPIPE_KEY"]\n"{t}"
pandera ¦ a Pandera SchemaError quoting failure cases from a column of keys ¦ {h40} ¦ pandera.errors.SchemaError: Column 'partner_key' failed element-wise validator 'str_length(None, 32)':\nfailure cases:\n   index                               failure_case\n0      3  {t}
soda scan ¦ soda scan failing on its configuration.yml data source ¦ {p} ¦ $ soda scan -d warehouse -c configuration.yml checks.yml\n[15:46:02] Could not connect to data source warehouse: password authentication failed for user "soda" (password={t})
elementary ¦ an Elementary report run echoing its Slack token option ¦ xoxb-{d12}-{d13}-{A24} ¦ $ edr monitor --slack-token {t} --slack-channel-name data-alerts\nFailed to send alert: invalid_auth
hamilton ¦ a Hamilton driver error listing the inputs it was given ¦ {A40} ¦ ValueError: Error: Required input warehouse_conn not provided for node load_orders.\nInputs given: {'region': 'eu', 'api_token': '{t}'}
metaflow ¦ metaflow run echoing a Parameter value ¦ {A40} ¦ $ python flow.py run --crm-token {t}\nMetaflow 2.12.8 executing TrainFlow for user:dev\n2026-12-06 15:46:11.118 [1733499971/start/1 (pid 8812)] Task failed.
feast ¦ feast apply failing on feature_store.yaml's online store ¦ {p} ¦ $ feast apply\nfeast.errors.FeastProviderLoginError: could not connect to redis://default:{t}@redis:6379
dask ¦ a Dask worker log with a task's arguments in the error ¦ {A40} ¦ 2026-12-06 15:46:14,331 - distributed.worker - WARNING - Compute Failed\nKey:       fetch-partner-7f3a\nFunction:  fetch_partner\nargs:      ('https://api.partner.example/v2/export', '{t}')\nException: "HTTPError('401 Unauthorized')"
spark connect ¦ a Spark Connect session string with a token parameter ¦ {A40} ¦ >>> spark = SparkSession.builder.remote("sc://spark.acme.io:443/;use_ssl=true;token={t}").getOrCreate()\npyspark.errors.exceptions.connect.SparkConnectGrpcException: <_MultiThreadedRendezvous of RPC that terminated with: status = StatusCode.UNAUTHENTICATED>
sparklyr ¦ sparklyr's spark_connect config printed in an R console ¦ {A40} ¦ > config$spark.hadoop.fs.gs.auth.service.account.private.key.id\n[1] "{t}"
pyiceberg ¦ a pyiceberg catalog load failing with its properties echoed ¦ {A40} ¦ >>> load_catalog("rest", uri="https://catalog.acme.io", credential="etl:{t}")\npyiceberg.exceptions.OAuthError: invalid_client: Client authentication failed
airflow variables get ¦ airflow variables get printing a stored API key ¦ {A40} ¦ $ airflow variables get partner_api_key\n{t}
"""


def agent_cases(v: Values) -> list[Case]:
    singles = SINGLES.strip().splitlines()
    half = len(singles) // 2
    return [
        *v.table("agent", SCENARIOS),
        *v.table("agent", "\n".join(singles[:half]), raises="keyerror"),
        *v.table("agent", "\n".join(singles[half:]), raises="group"),
        *v.table("agent", EXTRA.strip(), raises="args"),
    ]
