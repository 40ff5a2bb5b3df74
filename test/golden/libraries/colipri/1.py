from colipri import ZeroShotImageClassificationPipeline, get_model, get_processor, load_sample_ct

# get_model() and get_processor() load the weights and preprocessing published in microsoft/colipri
model = get_model().cuda()
processor = get_processor()
pipeline = ZeroShotImageClassificationPipeline(model, processor)

scan = load_sample_ct()  # a sample chest CT volume
print(pipeline(scan, ["No lung nodules", "Lung nodules"]))
