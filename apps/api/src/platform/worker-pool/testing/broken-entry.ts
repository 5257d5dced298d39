// A worker entry that cannot load, for the pool's test of what such an entry does to a job.
throw new Error("the entry cannot load");
