"""Held-out set 70: tool results of notebook and data-science agents, as the agent's notebook,
shell or tracking tool returns them.

Six three-step scenarios (each step a case) and single results. The shapes were grepped for,
by the text that marks them, in every earlier ``*heldout*`` file; none of these matched:
a Jupyter cell traceback (``Cell In[``, ``/tmp/ipykernel_``), ``Out[`` cell results,
``mlflow.log_param``, ``MLFLOW_TRACKING_PASSWORD``, a W&B run directory (``wandb/run-``),
``to_pandas`` and ``pl.read_database`` in polars, an ``MLproject`` file. Markers that did
match and were not used: ``fs.s3a.secret.key``, ``CREATE SECRET``, a ``D SELECT`` DuckDB
prompt, ``papermill``, ``nbconvert`` and ``distributed.worker``. Spark, Dask, DuckDB and W&B
output is written here in other lines of theirs (driver logs, scheduler dashboards,
``duckdb`` shell errors, ``wandb sync`` output). Remembered, not copied, so padding may
differ.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["agent_cases"]

SCENARIOS = r"""
s1 jupyter env cell ¦ scenario 1 step 1: a Jupyter cell the notebook agent ran, printing os.environ for a POS warehouse ¦ {A40} ¦ In [3]: {k: v for k, v in os.environ.items() if k.startswith("POS_")}\nOut[3]:\n{'POS_WAREHOUSE_HOST': 'wh.kopi-chain.internal',\n 'POS_WAREHOUSE_USER': 'analyst',\n 'POS_WAREHOUSE_TOKEN': '{t}'}
s1 jupyter traceback ¦ scenario 1 step 2: the next cell's traceback, a SQLAlchemy URL with the password ¦ {p} ¦ ---------------------------------------------------------------------------\nOperationalError                          Traceback (most recent call last)\nCell In[4], line 2\n      1 from sqlalchemy import create_engine\n----> 2 engine = create_engine("postgresql+psycopg://analyst:{t}@wh.kopi-chain.internal:5432/sales")\n      3 pd.read_sql("select * from daily_covers", engine)\n\nFile /tmp/ipykernel_40211/2718281828.py:2\nOperationalError: (psycopg.OperationalError) connection refused
s1 jupyter display ¦ scenario 1 step 3: a pandas DataFrame repr of a config table with a bare secret column ¦ {A32} ¦ Out[5]:\n          outlet   provider                            api_secret  active\n0   KOPI-SG-014   grabfood  {t}    True\n1   KOPI-SG-015   grabfood                                 <NA>   False
s2 spark driver ¦ scenario 2 step 1: a Spark driver log with a JDBC URL carrying the password ¦ {p} ¦ 26/12/07 08:31:02 INFO SparkEnv: Registering OutputCommitCoordinator\n26/12/07 08:31:04 INFO JDBCRelation: Number of partitions: 8, WHERE clauses of these partitions: "ticket_id" < 40000 ...\n26/12/07 08:31:04 ERROR Executor: Exception in task 0.0: jdbc:mysql://tix-db.internal:3306/box_office?user=etl&password={t}&useSSL=true
s2 spark conf ¦ scenario 2 step 2: spark.conf.getAll printed in the notebook, an Azure storage key ¦ {b64} ¦ >>> [kv for kv in spark.sparkContext.getConf().getAll() if 'account' in kv[0]]\n[('spark.hadoop.fs.azure.account.key.ticketsdl.dfs.core.windows.net', '{t}')]
s2 spark ui env ¦ scenario 2 step 3: the Spark UI Environment tab fetched as text ¦ {A40} ¦ Spark Properties\nspark.app.name\tticket-demand-forecast\nspark.executor.memory\t8g\nspark.executorEnv.SEATGEO_FEED_TOKEN\t{t}\nspark.master\tk8s://https://10.0.0.1:443
s3 mlflow params ¦ scenario 3 step 1: mlflow runs describe, a param logged by mistake ¦ {A40} ¦ $ mlflow runs describe --run-id 7f3c1e9a0b2d4c6e8f1a2b3c4d5e6f70\n{\n  "data": {\n    "params": {\n      "learning_rate": "0.03",\n      "delivery_api_key": "{t}",\n      "n_estimators": "400"\n    }\n  }\n}
s3 mlflow tracking ¦ scenario 3 step 2: a training script's stderr, MLFLOW_TRACKING_PASSWORD in a debug dump ¦ {p} ¦ DEBUG:train:env snapshot MLFLOW_TRACKING_URI=https://mlflow.fitlab.io MLFLOW_TRACKING_USERNAME=coach-bot MLFLOW_TRACKING_PASSWORD={t}\nmlflow.exceptions.MlflowException: API request to endpoint /api/2.0/mlflow/runs/create failed with error code 401
s3 mlflow artifact ¦ scenario 3 step 3: an MLproject artifact read back, a secret in an entry point ¦ {h40} ¦ $ cat mlruns/3/7f3c1e9a/artifacts/MLproject\nname: churn-gym-members\nentry_points:\n  main:\n    command: "python train.py --crm-token {t} --club all"
s4 wandb config ¦ scenario 4 step 1: a W&B run's config.yaml in wandb/run-*/files ¦ {h40} ¦ $ cat wandb/run-20261207_083000-q9x2m1ab/files/config.yaml\n_wandb:\n  value:\n    cli_version: 0.19.1\nwearable_api_token:\n  value: {t}\nbatch_size:\n  value: 256
s4 wandb netrc ¦ scenario 4 step 2: ~/.netrc the agent read to debug wandb login ¦ {h40} ¦ $ cat ~/.netrc\nmachine api.wandb.ai\n  login user\n  password {t}
s4 wandb sync ¦ scenario 4 step 3: wandb sync output echoing an env var set for the run ¦ {A36} ¦ $ wandb sync wandb/run-20261207_083000-q9x2m1ab\nSyncing: https://wandb.ai/sleep-lab/hrv/runs/q9x2m1ab ... done.\nwarning: run env contained ULTRAHUMAN_PARTNER_TOKEN={t}
s5 duckdb attach ¦ scenario 5 step 1: a duckdb shell error quoting an ATTACH string with a password ¦ {p} ¦ $ duckdb -c "ATTACH 'host=pg.hotel.internal user=revenue password={t} dbname=pms' AS pms (TYPE postgres)"\nIO Error: Unable to connect to Postgres at host=pg.hotel.internal: FATAL: password authentication failed
s5 duckdb httpfs ¦ scenario 5 step 2: a duckdb settings query showing an s3 secret access key ¦ {b40} ¦ ┌──────────────────────┬──────────────────────────────────────────┐\n│         name         │                  value                   │\n├──────────────────────┼──────────────────────────────────────────┤\n│ s3_access_key_id     │ AKIA3ZQ7EXAMPLE2KP4M                     │\n│ s3_secret_access_key │ {t} │\n└──────────────────────┴──────────────────────────────────────────┘
s5 duckdb python ¦ scenario 5 step 3: duckdb in Python, a read_json URL with a token in the query string ¦ {A40} ¦ duckdb.duckdb.HTTPException: HTTP Error: HTTP GET error on 'https://api.stayhub.io/export/bookings.json?token={t}' (HTTP 403)
s6 dask scheduler ¦ scenario 6 step 1: a Dask scheduler log with a worker's connection string ¦ {p} ¦ 2026-12-07 08:40:11,201 - distributed.scheduler - INFO - Receive client connection: Client-5f1e\n2026-12-07 08:40:12,774 - distributed.core - ERROR - Exception while handling op read: redis://:{t}@redis.matchday.internal:6379/3
s6 dask dashboard ¦ scenario 6 step 2: the Dask dashboard /info/main/workers.html fetched as text, a worker env ¦ {A40} ¦ Worker tcp://10.1.4.17:38211\n  nthreads 4   memory 16 GiB\n  env: SPORTS_FEED_KEY={t} DASK_DISTRIBUTED__WORKER__DAEMON=False
s6 polars read_database ¦ scenario 6 step 3: polars pl.read_database_uri raising with the URI in its message ¦ {p} ¦ Cell In[12], line 1\n----> 1 df = pl.read_database_uri("SELECT * FROM fixtures", "mssql://stats:{t}@sql.league.internal:1433/opta")\nRuntimeError: Server requested SQL authentication but the login failed
"""

SINGLES = r"""
polars repr ¦ a polars DataFrame repr with a bare token column ¦ {A36} ¦ shape: (2, 3)\n┌──────────┬──────────────────────────────────────┬────────┐\n│ venue    ┆ checkin_token                        ┆ gate   │\n│ ---      ┆ ---                                  ┆ ---    │\n│ str      ┆ str                                  ┆ i64    │\n╞══════════╪══════════════════════════════════════╪════════╡\n│ rajaman  ┆ {t} ┆ 4      │\n└──────────┴──────────────────────────────────────┴────────┘
polars to_pandas ¦ a to_pandas() result printed in a notebook with a secret in the object column ¦ {h48} ¦ In [7]: creds.to_pandas().iloc[0]\nOut[7]:\nvendor             paytronix\nidentifier    burgerhaus-pos\nsecret        {t}\nName: 0, dtype: object
notebook json ¦ a .ipynb file read by the agent: an output cell's stream text ¦ {A40} ¦ {\n "cell_type": "code",\n "execution_count": 2,\n "outputs": [\n  {\n   "name": "stdout",\n   "output_type": "stream",\n   "text": [\n    "Using booking API key {t}\\n"\n   ]\n  }\n ]\n}
jupyter server log ¦ a jupyter server log with the login token in the URL ¦ {h48} ¦ [I 2026-12-07 08:28:41.118 ServerApp] Jupyter Server 2.14.2 is running at:\n[I 2026-12-07 08:28:41.118 ServerApp] http://analytics-box:8888/lab?token={t}
ipykernel pip ¦ a notebook cell installing from a private index with credentials ¦ {A32} ¦ In [1]: %pip install --index-url https://ci:{t}@pypi.fitlab.io/simple wearables-sdk==2.4.0\nERROR: Could not find a version that satisfies the requirement wearables-sdk==2.4.0
mlflow log_param code ¦ a git grep for mlflow.log_param, a secret hard-coded ¦ {A40} ¦ $ git grep -n "mlflow.log_param"\ntrain/menu_forecast.py:57:    mlflow.log_param("toast_like_pos_token", "{t}")  # TODO remove
dbx secret scope ¦ a Spark notebook printing a secret it fetched, unredacted by a workaround ¦ {A32} ¦ >>> print(" ".join(dbutils_secrets_get("tix", "resale-key")))\n{t}
spark submit conf ¦ a ps listing of a spark job with a --conf secret ¦ {A40} ¦ $ ps -ef | grep [j]ava | cut -c1-400\nspark  2211  1 ... org.apache.spark.deploy.SparkSubmit --conf spark.executorEnv.HOTEL_RATES_KEY={t} --class RatesJob rates.jar
kaggle json ¦ a kaggle.json the agent cat-ed in a notebook terminal ¦ {h32} ¦ $ cat ~/.kaggle/kaggle.json\n{"username":"fitdata-lab","key":"{t}"}
hf token cell ¦ a notebook cell's output after huggingface login with a token echoed ¦ hf_{L34} ¦ In [2]: !huggingface-cli login --token {t}\nToken is valid (permission: write).\nYour token has been saved to /root/.cache/huggingface/token
streamlit secrets ¦ a streamlit secrets.toml read by the agent for a dashboard ¦ {A40} ¦ $ cat .streamlit/secrets.toml\n[connections.snowpark_club]\naccount = "xy12345.ap-southeast-1"\nuser = "DASHBOARD"\nprivate_key_passphrase = "{t}"
dask gateway ¦ a dask-gateway client error quoting its API token ¦ {h64} ¦ ValueError: Failed to connect to https://gateway.league.io/services/dask-gateway with auth jupyterhub (api_token='{t}'): 403 Forbidden
great tables html ¦ a DataFrame rendered as HTML in the cell output, a secret cell ¦ {A36} ¦ <table class="dataframe"><thead><tr><th>club</th><th>virtuagym_secret</th></tr></thead><tbody><tr><td>Siam Fit</td><td>{t}</td></tr></tbody></table>
vscode notebook log ¦ a VS Code Jupyter extension log with a remote server token ¦ {h48} ¦ 08:44:01.332 [info] Connecting to remote Jupyter server https://nb.fitlab.io/?token={t}\n08:44:02.118 [error] Failed to connect to remote server: 403
rg notebooks ¦ rg over notebooks finding a secret in an output cell ¦ {A40} ¦ $ rg -n "secret" notebooks/\nnotebooks/03_delivery_eta.ipynb:211:    "delivery partner secret = {t}\\n",
git diff notebook ¦ git diff of a notebook adding a cell with an API key ¦ {h40} ¦ diff --git a/eda/attendance.ipynb b/eda/attendance.ipynb\n@@ -88,6 +88,7 @@\n     "source": [\n+    "SKIDDLE_KEY = \"{t}\"\\n",\n     "events = fetch_events(SKIDDLE_KEY)"
http mint token ¦ an HTTP response minting a notebook-hub API token ¦ {h32} ¦ HTTP/1.1 201 Created\nContent-Type: application/json\n\n{"id": "a17", "kind": "api_token", "token": "{t}", "note": "agent-session", "expires_at": "2026-12-14T08:45:00Z"}
http mint wearable ¦ an HTTP response minting a wearable data-partner access token ¦ {u64} ¦ HTTP/1.1 200 OK\n\n{"access_token":"{t}","token_type":"Bearer","expires_in":3600,"scope":"heartrate sleep"}
quarto yml ¦ a _quarto.yml of a report site with a publish token ¦ {h40} ¦ project:\n  type: website\npublish:\n  netlify:\n    site-id: 3b2d1c9e-4f6a-4b8d-9e0f-1a2b3c4d5e6f\n    auth-token: {t}
marimo app ¦ a marimo notebook cell source read by the agent ¦ {A40} ¦ @app.cell\ndef _():\n    OUTLET_KEY = "{t}"\n    return (OUTLET_KEY,)
dask config yaml ¦ a ~/.config/dask/distributed.yaml read by the agent, a gateway password ¦ {p} ¦ $ cat ~/.config/dask/gateway.yaml\ngateway:\n  address: https://gateway.league.io\n  auth:\n    type: basic\n    kwargs:\n      username: analyst\n      password: "{t}"
mlflow env file ¦ a notebook's .env read with python-dotenv, printed as a dict ¦ {A40} ¦ In [2]: dotenv_values(".env")\nOut[2]: OrderedDict([('MLFLOW_TRACKING_URI', 'https://mlflow.fitlab.io'), ('MLFLOW_TRACKING_TOKEN', '{t}')])
spark jdbc props ¦ a PySpark traceback with the JDBC properties dict ¦ {p} ¦ Cell In[15], line 3\n----> 3 df = spark.read.jdbc(url, "covers", properties={"user": "etl", "password": "{t}", "driver": "org.postgresql.Driver"})\nPy4JJavaError: An error occurred while calling o118.jdbc.\n: org.postgresql.util.PSQLException: FATAL: password authentication failed for user "etl"
duckdb secrets list ¦ a duckdb_secrets() listing printed with secret values unredacted by a setting ¦ {b40} ¦ >>> con.sql("select name, type, secret_string from duckdb_secrets(redact=false)")\n┌─────────┬──────┬──────────────────────────────────────────────────────────────┐\n│ lake    │ s3   │ name=lake;type=s3;key_id=AKIA3ZQ7EXAMPLE9XQ2M;secret={t} │\n└─────────┴──────┴──────────────────────────────────────────────────────────────┘
pandas read_sql url ¦ a pandas read_sql traceback quoting a MySQL URL ¦ {p} ¦ File /opt/conda/lib/python3.12/site-packages/pandas/io/sql.py:734, in read_sql(sql, con)\nOperationalError: (pymysql.err.OperationalError) (1045, "Access denied for user 'pos'@'10.1.4.17'") [url: mysql+pymysql://pos:{t}@pos-db.internal/kopi]
wandb debug log ¦ a wandb debug-internal.log line with a header ¦ {h40} ¦ 2026-12-07 08:30:02,114 DEBUG   HandlerThread:4412 [internal_api.py:request():210] auth=('api', '{t}') headers={'User-Agent': 'W&B Internal Client 0.19.1'}
jupyter kernel json ¦ a kernel connection file the agent read, the HMAC key ¦ {uuid} ¦ $ cat ~/.local/share/jupyter/runtime/kernel-40211.json\n{"shell_port": 50211, "iopub_port": 50212, "ip": "127.0.0.1", "key": "{t}", "signature_scheme": "hmac-sha256"}
airflow conn ¦ an Airflow connection URI printed by airflow connections get in a notebook terminal ¦ {p} ¦ $ airflow connections get pos_warehouse -o plain\npostgresql://analyst:{t}@wh.kopi-chain.internal:5432/sales
nbstripout miss ¦ a git show of a notebook commit whose output kept an access token ¦ {A40} ¦ $ git show 4e1d2c9:notebooks/wearables.ipynb | grep -n access_token\n118:      "{'access_token': '{t}', 'expires_in': 3600}\\n"
polars scan url ¦ a polars scan_parquet error quoting a signed URL's signature ¦ {h128} ¦ polars.exceptions.ComputeError: failed to read https://storage.googleapis.com/fitlab-lake/hr/part-0.parquet?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Expires=900&X-Goog-Signature={t}: 403
"""


def agent_cases(v: Values) -> list[Case]:
    return [*v.table("agent", SCENARIOS), *v.table("agent", SINGLES, raises="context")]
