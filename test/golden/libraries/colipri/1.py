from colipri import ZeroShotImageClassificationPipeline, get_model, get_processor, load_sample_ct

model = get_model().cuda()
processor = get_processor()
pipeline = ZeroShotImageClassificationPipeline("microsoft/colipri", processor)

scan = load_sample_ct()  # a sample chest CT volume
print(pipeline(scan, ["No lung nodules", "Lung nodules"]))
